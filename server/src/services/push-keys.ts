import path from 'node:path';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import webpush from 'web-push';
import type { Config } from '../config.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this sender (the VAPID `sub` claim). */
  subject: string;
}

/**
 * The VAPID keys from the config, else the pair kept in `dataDir/vapid.json`,
 * made on the first start. Every existing browser subscription is bound to
 * the public key, so a kept file is never replaced.
 */
export async function loadVapidKeys(config: Pick<Config, 'dataDir' | 'publicUrl' | 'vapidPublicKey' | 'vapidPrivateKey'>): Promise<VapidKeys> {
  const subject = config.publicUrl?.startsWith('https:') ? config.publicUrl : 'mailto:push@pawpals.localhost';
  if (config.vapidPublicKey || config.vapidPrivateKey) {
    if (!config.vapidPublicKey || !config.vapidPrivateKey) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const file = path.join(config.dataDir, 'vapid.json');
  const kept = (await readKeys(file)) ?? (await createKeys(file));
  return { ...kept, subject };
}

type KeyPair = Pick<VapidKeys, 'publicKey' | 'privateKey'>;

async function readKeys(file: string): Promise<KeyPair | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<KeyPair>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} does not hold a VAPID key pair`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/** Written aside and linked into place, so a second process starting at once reads a whole file, never half of one. */
async function createKeys(file: string): Promise<KeyPair> {
  await mkdir(path.dirname(file), { recursive: true });
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  const draft = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(draft, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  try {
    await link(draft, file);
    return { publicKey, privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readKeys(file))!;
  } finally {
    await rm(draft, { force: true });
  }
}
