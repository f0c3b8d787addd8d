import { publicPart } from './public-part.ts';
import { useLiveQuery } from './use-live-query.ts';
import type { OwnUser, PublicUser } from '@/contract/entities.ts';
import { putProfile } from './api/update-profile.ts';
import { getUser } from './api/user.ts';
import { db } from './db.ts';
import { refreshSessionUser } from './session.ts';
import { failureOf } from './transport/call-failure.ts';
import type { Sending } from './upload.ts';
import { appendPhotoChoice, type PhotoChoice } from './photos/photo-to-send.ts';

export const useProfileUser = (userId: string): PublicUser | null | undefined =>
  useLiveQuery(async () => (await db.users.get(userId)) ?? null, [userId]);

export async function syncProfileUser(userId: string): Promise<void> {
  try {
    await db.users.put(await getUser(userId));
  } catch (error) {
    if (failureOf(error).status === 404) await db.users.delete(userId);
    throw error;
  }
}

export type ProfileFields = {
  fullName: string;
  bio: string;
};

/** Only the non-empty fields among fullName and bio are sent, and the avatar or the current one's description. */
export async function updateProfile(fields: ProfileFields, avatar: PhotoChoice, sending: Sending = {}): Promise<OwnUser> {
  const form = new FormData();
  if (fields.fullName.trim()) form.set('fullName', fields.fullName.trim());
  if (fields.bio.trim()) form.set('bio', fields.bio.trim());
  await appendPhotoChoice(form, 'avatar', avatar);
  const user = await putProfile(form, sending);
  refreshSessionUser(user);
  await db.users.put(publicPart(user));
  return user;
}

/** Tells the server the app's language, which the account's mails are then written in; best effort (offline, the next switch tells it). */
export async function saveAccountLanguage(language: 'en' | 'ar'): Promise<void> {
  const form = new FormData();
  form.set('language', language);
  refreshSessionUser(await putProfile(form));
}
