import type { NotificationType } from '@/contract/entities.ts';
import { db } from './db.ts';

/**
 * The service worker has no Lingui and no localStorage: the page stores here,
 * in the active language, the texts a push needs, made from the same catalog
 * messages as the bell's. `{name}` stands for the sender's name.
 */
export interface PushTexts {
  locale: string;
  dir: 'ltr' | 'rtl';
  title: string;
  bodies: Record<NotificationType, string>;
}

const key = 'push-texts';
export const namePlaceholder = '{name}';

export const storePushTexts = (texts: PushTexts) => db.meta.put({ key, value: texts });

export async function readPushTexts(): Promise<PushTexts | null> {
  const row = await db.meta.get(key).catch(() => undefined);
  return (row?.value as PushTexts | undefined) ?? null;
}
