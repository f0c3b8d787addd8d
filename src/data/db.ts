import { Dexie, type EntityTable } from 'dexie';
import type { GalleryItem, Message, Notification, Pet, Post, PublicUser, Comment, TrendingTag } from '@/contract/entities.ts';
import type { PostRow } from './posts/post-rows.ts';
import { sessionStorageKey } from './session-key.ts';

/** A comment kept apart from its post so a reply or a new comment touches one row. */
export interface CommentRow extends Comment {
  postId: string;
}

/** Conversation id: the two user ids sorted and joined, so both sides agree. */
export interface MessageRow extends Message {
  conversationId: string;
}

export type OutboxStatus = 'pending' | 'failed';

/** Why the server refused a row, or that it gave up trying; kept so the person can see it and decide. */
export interface OutboxFailureInfo {
  status: number | null;
  message: string | null;
  at: string;
}

/** A replayable write; its id is the request's Idempotency-Key. */
export interface OutboxRow {
  id: string;
  /** Who made it: only their session sends it, and only they see it, however many sign-ins come between. */
  userId: string;
  kind: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** What the optimistic change and its undo need to know (ids, the acting user), read through its kind's schema; never sent. */
  context?: unknown;
  /** Groups rows whose order must be kept, such as one conversation or one post. */
  orderKey: string;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string;
  status: OutboxStatus;
  lastError?: string;
  failure?: OutboxFailureInfo;
}

/** A hashtag the signed-in user follows (normalized, as the server keeps it). */
export interface TagFollowRow {
  tag: string;
  followedAt: string;
}

/** Explore's last answer for one window, kept to read offline: the posts and pets are in their own tables. */
export interface ExploreRow {
  window: 'day' | 'week';
  tags: TrendingTag[];
  postIds: string[];
  petIds: string[];
  fetchedAt: string;
}

/** A photo kept with its outbox row until the row is sent or given up; sent ahead of the row, one upload each. */
export interface OutboxPhotoRow {
  /** The row's id and the photo's place: also the upload's Idempotency-Key, so a retry never uploads it twice. */
  id: string;
  rowId: string;
  index: number;
  blob: Blob;
  alt: string;
  width: number | null;
  height: number | null;
  /** The server's id for the upload, once it answered: the next try sends only the photos without one. */
  mediaId?: string;
}

/** One photo of a post being written: the prepared blob (resized, without metadata), never the original. */
export interface DraftPhotoRow {
  blob: Blob;
  /** The file name the form shows and sends. */
  name: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** The add-post form as the signed-in user left it: one per user, kept until posted or discarded, forgotten on sign-out. */
export interface PostDraftRow {
  userId: string;
  title: string;
  body: string;
  petId: string;
  photos: DraftPhotoRow[];
  savedAt: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type PawPalsDb = Dexie & {
  users: EntityTable<PublicUser, '_id'>;
  pets: EntityTable<Pet, '_id'>;
  posts: EntityTable<PostRow, '_id'>;
  comments: EntityTable<CommentRow, '_id'>;
  gallery: EntityTable<GalleryItem, '_id'>;
  notifications: EntityTable<Notification, '_id'>;
  messages: EntityTable<MessageRow, '_id'>;
  outbox: EntityTable<OutboxRow, 'id'>;
  outboxPhotos: EntityTable<OutboxPhotoRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  tagFollows: EntityTable<TagFollowRow, 'tag'>;
  explore: EntityTable<ExploreRow, 'window'>;
  drafts: EntityTable<PostDraftRow, 'userId'>;
};

export const db = new Dexie('pawpals') as PawPalsDb;

// Each version is a numbered step and is never edited once released; add the next number for changes.
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

/** An outbox row before version 5: every context value a string, some holding JSON. */
type StringContextRow = OutboxRow & { context?: Record<string, string> };

db.version(2)
  .stores({ outbox: 'id, status, orderKey, createdAt, nextAttemptAt, userId, [userId+status]' })
  .upgrade(async (tx) => {
    // Before version 2 a sign-out emptied the outbox, so every row left belongs to whoever is signed in now.
    const signedIn = signedInUserId();
    await tx
      .table<StringContextRow>('outbox')
      .toCollection()
      .modify((row) => {
        row.userId = row.context?.userId ?? authorIdOf(row) ?? signedIn ?? '';
      });
    await tx.table<MetaRow>('meta').delete('auth-token');
  });

/** Users and posts as version 2 stored them: id arrays instead of counts and the signed-in user's flags. */
interface IdListUser {
  followers?: string[];
  following?: string[];
}
interface IdListPost {
  likes?: string[];
}

db.version(3)
  .stores({})
  .upgrade(async (tx) => {
    // The arrays become counts and the signed-in user's own relation (in the worker, without the session, false until the next sync).
    const signedIn = signedInUserId();
    await tx
      .table<PublicUser & IdListUser>('users')
      .toCollection()
      .modify((user) => {
        user.followersCount = user.followers?.length ?? 0;
        user.followingCount = user.following?.length ?? 0;
        user.followedByMe = signedIn !== undefined && (user.followers ?? []).includes(signedIn);
        user.followsMe = signedIn !== undefined && (user.following ?? []).includes(signedIn);
        delete user.followers;
        delete user.following;
      });
    await tx
      .table<Post & IdListPost>('posts')
      .toCollection()
      .modify((post) => {
        post.likedByMe = signedIn !== undefined && (post.likes ?? []).includes(signedIn);
        delete post.likes;
      });
  });

db.version(4).stores({ tagFollows: 'tag, followedAt', explore: 'window' });

/**
 * Context values that held JSON (the author of a comment or reply, the ids of a
 * read-all, the count of older unread notifications a read-all undoes) become what they held.
 */
const jsonContextKeys = ['author', 'ids', 'beyond'];

db.version(5)
  .stores({})
  .upgrade(async (tx) => {
    await tx
      .table<OutboxRow>('outbox')
      .toCollection()
      .modify((row) => {
        const context = row.context as Record<string, unknown> | undefined;
        for (const key of jsonContextKeys) {
          const value = context?.[key];
          if (context && typeof value === 'string') context[key] = JSON.parse(value);
        }
      });
  });

db.version(6).stores({ outboxPhotos: 'id, rowId' });

db.version(7).stores({ drafts: 'userId' });

function authorIdOf(row: StringContextRow): string | undefined {
  try {
    return row.context?.author ? (JSON.parse(row.context.author) as { _id?: string })._id : undefined;
  } catch {
    return undefined;
  }
}

/** The page's stored session, read directly: an upgrade can run before the session module loads, and in the worker. */
function signedInUserId(): string | undefined {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(sessionStorageKey);
    return stored ? (JSON.parse(stored) as { _id?: string })._id : undefined;
  } catch {
    return undefined;
  }
}

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
  'outboxPhotos',
  'meta',
  'tagFollows',
  'explore',
  'drafts',
] as const;

/** What a sign-out forgets: everything but the outbox (and its photos), whose rows wait, each marked with its user, for that user's next sign-in. */
export const clearedOnSignOut = userTables.filter((name) => name !== 'outbox' && name !== 'outboxPhotos');

export async function clearUserData(): Promise<void> {
  await db.transaction(
    'rw',
    clearedOnSignOut.map((name) => db[name]),
    async () => {
      await Promise.all(clearedOnSignOut.map((name) => db[name].clear()));
    },
  );
}

// Opening reads every table's stored schema, a long task on a phone. A page starts it as soon as
// this module loads, while its other code and its catalog are still arriving, rather than when its
// first screen asks for rows. The worker and tests open it when they first use it.
if (typeof window !== 'undefined') void db.open().catch(() => undefined);
