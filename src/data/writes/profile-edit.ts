import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { ownUserAnswer } from '@/contract/schemas/responses/users.ts';
import { db } from '../db.ts';
import { defineOutboxKind } from '../outbox/kinds.ts';
import type { PhotoToKeep } from '../outbox/row-photos.ts';
import { publicPart } from '../public-part.ts';

/** What the profile form sends: the non-empty name and bio, and the current avatar's description when no new one is sent. */
const profileFields = v.object({ fullName: v.optional(v.string()), bio: v.optional(v.string()), alt: v.optional(v.string()) });
export type ProfileEdit = v.InferOutput<typeof profileFields>;

const shownSchema = v.object({ fullName: v.string(), bio: v.string(), avatarAlt: v.string() });
export type ShownProfile = v.InferOutput<typeof shownSchema>;

const shownEdit = (edit: ProfileEdit): Partial<ShownProfile> => ({
  ...(edit.fullName !== undefined && { fullName: edit.fullName }),
  ...(edit.bio !== undefined && { bio: edit.bio }),
  ...(edit.alt !== undefined && { avatarAlt: edit.alt }),
});

/**
 * One's profile changed offline: the stored copy of oneself takes the new
 * name and bio at once, and the screens drawn from the session show them (and
 * a new avatar from its kept blob) while the row waits (`own-profile.ts`).
 */
const profileEditKind = defineOutboxKind('profile-edit', {
  context: v.object({ before: shownSchema }),
  body: profileFields,
  answer: ownUserAnswer,
  uploadsPhotosAhead: true,
  apply: (row) => db.users.update(row.userId, shownEdit(row.body)),
  rollback: (row) => db.users.update(row.userId, row.context.before),
  describe: (row) => ({ subject: { type: 'user', id: row.userId }, text: null }),
  reconcile: (_row, user) => db.users.put(publicPart(user)),
});

/** Queues a change of one's profile, with the new avatar's prepared photo if one was picked. */
export const queueProfileChange = (userId: string, before: ShownProfile, edit: ProfileEdit, avatar: PhotoToKeep | null) =>
  profileEditKind.queue({
    userId,
    method: 'PUT',
    path: paths.updateProfile,
    body: edit,
    context: { before },
    orderKey: `profile:${userId}`,
    photos: avatar ? [avatar] : [],
  });

/** The name, bio and avatar description a waiting edit shows. */
export const shownProfileEdit = (body: unknown): Partial<ShownProfile> => {
  const edit = v.safeParse(profileFields, body);
  return edit.success ? shownEdit(edit.output) : {};
};
