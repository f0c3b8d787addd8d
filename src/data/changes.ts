import { useLiveQuery } from './use-live-query.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { db, type OutboxRow } from './db.ts';
import { failedWrites, type FailedWrite } from './outbox/failed-writes.ts';
import { outboxKind, type WriteSubject } from './outbox/kind-registry.ts';
import { discardWrite, retryWrite } from './outbox/queue.ts';
import { waitingCount } from './outbox/user-rows.ts';

export { discardWaitingChanges } from './outbox/user-rows.ts';

/** What a person changed, as a screen names it. */
export type ChangeKind =
  | 'post'
  | 'pet'
  | 'gallery'
  | 'pet-edit'
  | 'profile'
  | 'post-edit'
  | 'like'
  | 'unlike'
  | 'comment'
  | 'reply'
  | 'message'
  | 'follow'
  | 'unfollow'
  | 'read'
  | 'block'
  | 'unblock'
  | 'mute'
  | 'unmute'
  | 'report'
  | 'other';

/** One of the user's changes not yet on the server, described for the changes screen. */
export interface Change {
  id: string;
  kind: ChangeKind;
  /** Waiting to be sent, or refused by the server (or given up after days of tries). */
  status: OutboxRow['status'];
  createdAt: string;
  /** The server's reason for a refusal, as it sent it (English, from the contract); null when there was none. */
  reason: string | null;
  /** The text of a comment, reply or message, or the words of a report. */
  content: string | null;
  /** The post a like, comment or reply is about; its title when this device still has it. */
  post: { id: string; title: string | null } | null;
  /** The pet a gallery photo or an edit is for; its name when this device still has it. */
  pet: { id: string; name: string | null } | null;
  /** The person a message or follow is for; their name when this device knows it. */
  person: { id: string; name: string | null } | null;
  /** For a message: the conversation it belongs to. */
  conversationId?: string;
  /** For a change sent with photos: how many are up, of how many. */
  photos: { sent: number; total: number } | null;
}

const kindNames: Record<string, ChangeKind> = {
  post: 'post',
  pet: 'pet',
  'gallery-photo': 'gallery',
  'pet-edit': 'pet-edit',
  'profile-edit': 'profile',
  'post-edit': 'post-edit',
  like: 'like',
  unlike: 'unlike',
  comment: 'comment',
  reply: 'reply',
  message: 'message',
  follow: 'follow',
  unfollow: 'unfollow',
  'notification-read': 'read',
  'notifications-read-all': 'read',
  block: 'block',
  unblock: 'unblock',
  mute: 'mute',
  unmute: 'unmute',
  report: 'report',
};

async function nameOf(subject: WriteSubject): Promise<string | null> {
  if (subject.type === 'post') return (await db.posts.get(subject.id))?.title || null;
  if (subject.type === 'pet') return (await db.pets.get(subject.id))?.name || null;
  if (subject.type === 'user') return (await db.users.get(subject.id))?.fullName || null;
  if (subject.type === 'tag') return `#${subject.tag}`;
  return null;
}

async function photosOf(rowId: string): Promise<Change['photos']> {
  const photos = await db.outboxPhotos.where('rowId').equals(rowId).toArray();
  return photos.length === 0 ? null : { sent: photos.filter((photo) => photo.mediaId).length, total: photos.length };
}

async function change(userId: string, write: Omit<FailedWrite, 'failedAt' | 'status'>, status: OutboxRow['status']): Promise<Change> {
  const { subject, subjectName } = write;
  const kind = kindNames[write.kind] ?? 'other';
  return {
    id: write.id,
    kind,
    status,
    createdAt: write.madeAt,
    reason: write.reason,
    content: write.text,
    post: subject.type === 'post' ? { id: subject.id, title: subjectName } : null,
    pet: subject.type === 'pet' ? { id: subject.id, name: subjectName } : null,
    person: subject.type === 'user' ? { id: subject.id, name: subjectName } : null,
    ...(kind === 'message' && subject.type === 'user' && { conversationId: conversationIdOf(userId, subject.id) }),
    photos: await photosOf(write.id),
  };
}

async function waitingChanges(userId: string): Promise<Change[]> {
  const rows = await db.outbox.where('[userId+status]').equals([userId, 'pending']).sortBy('createdAt');
  return Promise.all(
    rows.map(async (row) => {
      const { subject, text } = outboxKind(row.kind).describe(row);
      const write = { id: row.id, kind: row.kind, subject, subjectName: await nameOf(subject), text, madeAt: row.createdAt, reason: null };
      return change(userId, write, 'pending');
    }),
  );
}

/** The user's changes not on the server: the refused ones (newest failure first), then the waiting ones (oldest first). */
export function useChanges(userId: string): Change[] | undefined {
  return useLiveQuery(async () => {
    const [failed, waiting] = await Promise.all([failedWrites(userId), waitingChanges(userId)]);
    return [...(await Promise.all(failed.map((write) => change(userId, write, 'failed')))), ...waiting];
  }, [userId]);
}

export interface ChangeCounts {
  waiting: number;
  failed: number;
}

export async function countChanges(userId: string): Promise<ChangeCounts> {
  const [waiting, failed] = await Promise.all([waitingCount(userId), db.outbox.where('[userId+status]').equals([userId, 'failed']).count()]);
  return { waiting, failed };
}

/** How many of the user's changes wait and how many failed, kept current. */
export function useChangeCounts(userId: string): ChangeCounts | undefined {
  return useLiveQuery(() => countChanges(userId), [userId]);
}

/** A failed change made again: it goes back to waiting and is sent with the next flush. */
export const retryChange = (id: string) => retryWrite(id);

/** A failed change given up for good (its effect was already undone when it failed). */
export const discardChange = (id: string) => discardWrite(id);
