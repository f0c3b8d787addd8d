import { Dexie, type EntityTable } from 'dexie';
import type {
  GalleryItem,
  Message,
  Notification,
  Pet,
  Post,
  PublicUser,
  Comment,
} from '@/contract/entities.ts';

/** A comment kept apart from its post so a reply or a new comment touches one row. */
export interface CommentRow extends Comment {
  postId: string;
}

/** Conversation id: the two user ids sorted and joined, so both sides agree. */
export interface MessageRow extends Message {
  conversationId: string;
}

export type OutboxStatus = 'pending' | 'failed';

/** A replayable write (DESIGN.md principle 2); its id is the request's Idempotency-Key. */
export interface OutboxRow {
  id: string;
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** What the optimistic change and its undo need to know (ids, the acting user); never sent. */
  context?: Record<string, string>;
  /** Groups rows whose order must be kept, such as one conversation or one post. */
  orderKey: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  status: OutboxStatus;
  lastError?: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type PawPalsDb = Dexie & {
  users: EntityTable<PublicUser, '_id'>;
  pets: EntityTable<Pet, '_id'>;
  posts: EntityTable<Post, '_id'>;
  comments: EntityTable<CommentRow, '_id'>;
  gallery: EntityTable<GalleryItem, '_id'>;
  notifications: EntityTable<Notification, '_id'>;
  messages: EntityTable<MessageRow, '_id'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const db = new Dexie('pawpals') as PawPalsDb;

// Each version is a numbered step and is never edited once released; add version(2) for changes.
db.version(1).stores({
  users: '_id, username, createdAt',
  pets: '_id, user, createdAt',
  posts: '_id, user._id, petId, createdAt',
  comments: '_id, postId, createdAt',
  gallery: '_id, pet, createdAt',
  notifications: '_id, createdAt',
  messages: '_id, conversationId, [conversationId+createdAt], createdAt',
  outbox: 'id, status, orderKey, createdAt, nextAttemptAt',
  meta: 'key',
});

/** Every table that holds something of, or seen by, the signed-in user. */
export const userTables = [
  'users',
  'pets',
  'posts',
  'comments',
  'gallery',
  'notifications',
  'messages',
  'outbox',
  'meta',
] as const;

export async function clearUserData(): Promise<void> {
  await db.transaction('rw', userTables.map((name) => db[name]), async () => {
    await Promise.all(userTables.map((name) => db[name].clear()));
  });
}
