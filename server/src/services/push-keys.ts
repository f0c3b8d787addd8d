import path from 'node:path';
import { readFile } from 'node:fs/promises';
import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/client.ts';
import * as storedKeys from '../repositories/vapid-keys.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who push services may contact about this sender (the VAPID `sub` claim). */
  subject: string;
}

type KeyPair = storedKeys.StoredKeyPair;

/**
 * The VAPID keys from the config, else the pair kept in the database, made
 * by whichever process starts first. Every browser subscription is bound to
 * the public key, so a kept pair is never replaced; a pair that an earlier
 * version kept in `dataDir/vapid.json` becomes the database's pair.
 */
export async function loadVapidKeys(
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'vapidPublicKey' | 'vapidPrivateKey'>,
  db: Queryable,
): Promise<VapidKeys> {
  const subject = config.publicUrl?.startsWith('https:') ? config.publicUrl : 'mailto:push@pawpals.localhost';
  if (config.vapidPublicKey || config.vapidPrivateKey) {
    if (!config.vapidPublicKey || !config.vapidPrivateKey) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    }
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  const kept = await storedKeys.findCurrent(db);
  if (kept) return { ...kept, subject };
  const candidate = (await readEarlierFile(path.join(config.dataDir, 'vapid.json'))) ?? webpush.generateVAPIDKeys();
  await storedKeys.insertIfNone(db, candidate);
  const winner = await storedKeys.findCurrent(db);
  if (!winner) throw new Error('the VAPID key pair could not be stored');
  return { ...winner, subject };
}

async function readEarlierFile(file: string): Promise<KeyPair | null> {
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
