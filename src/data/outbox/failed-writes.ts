import { db, type OutboxRow } from '../db.ts';
import { outboxKind, type WriteSubject } from './kind-registry.ts';

/** One change that could not be sent, as a person needs to see it before retrying or discarding it. */
export interface FailedWrite {
  /** Pass to `retryWrite` or `discardWrite`. */
  id: string;
  /** post, pet, like, unlike, comment, reply, message, follow, unfollow, notification-read, notifications-read-all, and the safety kinds. */
  kind: string;
  subject: WriteSubject;
  /** The post's title or the person's full name, when IndexedDB still has them. */
  subjectName: string | null;
  /** The comment, reply or message typed, so it is not lost. */
  text: string | null;
  madeAt: string;
  failedAt: string | null;
  /** The server's answer: its status and message; both null when the outbox gave up after days without one. */
  status: number | null;
  reason: string | null;
}

async function nameOf(subject: WriteSubject): Promise<string | null> {
  if (subject.type === 'post') return (await db.posts.get(subject.id))?.title || null;
  if (subject.type === 'pet') return (await db.pets.get(subject.id))?.name || null;
  if (subject.type === 'user') return (await db.users.get(subject.id))?.fullName ?? null;
  if (subject.type === 'tag') return `#${subject.tag}`;
  return null;
}

async function describe(row: OutboxRow): Promise<FailedWrite> {
  const { subject, text } = outboxKind(row.kind).describe(row);
  return {
    id: row.id,
    kind: row.kind,
    subject,
    subjectName: await nameOf(subject),
    text,
    madeAt: row.createdAt,
    failedAt: row.failure?.at ?? null,
    status: row.failure?.status ?? null,
    reason: row.failure?.message ?? null,
  };
}

/** The user's changes that could not be sent, newest failure first; other users' never show. */
export async function failedWrites(userId: string): Promise<FailedWrite[]> {
  const rows = await db.outbox.where('[userId+status]').equals([userId, 'failed']).toArray();
  const described = await Promise.all(rows.map(describe));
  return described.sort((a, b) => (b.failedAt ?? b.madeAt).localeCompare(a.failedAt ?? a.madeAt));
}
