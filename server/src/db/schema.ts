import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Every entity of the API. Ids are UUIDv7 text made by the server, so id order is time order. */
const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    /** The avatar's description (alt text); '' when none was given. */
    avatarAlt: text('avatar_alt').notNull().default(''),
    bio: text('bio').notNull().default(''),
    country: text('country').notNull(),
    city: text('city').notNull(),
    /** Kept in step with `follows` in the same transaction, so a profile reads its counts without counting. */
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    /** When the owner proved the address by opening a mailed link; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The language of the mails sent to the account: 'en' or 'ar'. */
    language: text('language').notNull().default('en'),
    /** Set by a moderator: until then the account cannot sign in and is hidden (profile, posts, lists). For good: year 9999. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    suspensionReason: text('suspension_reason'),
    /** "Mark all read": every notification made (or counted again) up to then reads as read, without touching them. */
    notificationsReadAt: timestamp('notifications_read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Trigram indexes answer the user search's `ILIKE '%text%'` without reading every user (pg_trgm).
    // Without fastupdate a new user goes straight into them: PGlite has no autovacuum to merge a pending list,
    // and a long one makes the planner read every user instead.
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('users_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef('user_id'),
    tokenHash: text('token_hash').notNull().unique(),
    /** Moved forward at most once an hour as the token is used; a session unused for 30 days ends. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The browser that opened it, shown on the sessions screen. */
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The secrets in mailed links (verify an address, reset a password, take a
 * new address): only their hashes, each used once before it expires. A newer
 * token of one kind for one user replaces the older.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    userId: userRef('user_id'),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address a change-of-email token confirms; the account's own address for the other kinds. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_tokens_user_kind_key').on(t.userId, t.kind)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: userRef('follower_id'),
    followeeId: userRef('followee_id'),
    /** Whether the followee follows back: kept on both rows by a trigger on follows (migration 0017). */
    mutual: boolean('mutual').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.followerId),
    // A page of mutuals reads its own rows, however many the user follows who do not follow back.
    index('follows_mutual_idx').on(t.followerId, t.followeeId).where(sql`${t.mutual}`),
  ],
);

/**
 * Who blocks whom. Every list a person reads leaves out the rows of anyone
 * they block or who blocks them (a NOT EXISTS on this key or the reverse index).
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: userRef('blocker_id'),
    blockedId: userRef('blocked_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId, t.blockerId)],
);

/** Who mutes whom: the muted's posts leave the muter's feed and their actions stop notifying the muter. */
export const mutes = pgTable(
  'mutes',
  {
    muterId: userRef('muter_id'),
    mutedId: userRef('muted_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('mutes_muted_idx').on(t.mutedId, t.muterId)],
);

export const pets = pgTable(
  'pets',
  {
    id: id(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    breed: text('breed').notNull().default(''),
    age: integer('age').notNull(),
    bio: text('bio').notNull().default(''),
    image: text('image'),
    /** The photo's description (alt text); '' when none was given. */
    imageAlt: text('image_alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('pets_user_idx').on(t.userId, t.id)],
);

export const galleryItems = pgTable(
  'gallery_items',
  {
    id: id(),
    petId: text('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('gallery_pet_idx').on(t.petId, t.id)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    userId: userRef('user_id'),
    petId: text('pet_id').references(() => pets.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** The hashtags of the title and body as written, without `#` (src/contract/hashtags.ts); part of the card. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The post's own part of its answer, as JSON text: no author, pet, counts or caller's like, which
     * are read from their rows with the page. Written only by the database (function post_card and
     * its triggers) whenever the post or its images change, so a feed page is one index scan.
     */
    card: text('card').notNull().default(''),
    /**
     * The words of the title (weighted above) and the body, for the post search: stemmed as English
     * and as Arabic, each configuration leaving the other script's words as they are.
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, title) || to_tsvector('arabic'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body) || to_tsvector('arabic'::regconfig, body), 'B')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index('posts_user_idx').on(t.userId, t.id),
    index('posts_pet_idx').on(t.petId, t.id),
    index('posts_search_idx').using('gin', t.search).with({ fastupdate: false }),
  ],
);

export const postImages = pgTable(
  'post_images',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull(),
    alt: text('alt').notNull().default(''),
    /** The stored full size in pixels; null for images stored before sizes were kept. */
    width: integer('width'),
    height: integer('height'),
  },
  (t) => [index('post_images_post_idx').on(t.postId, t.position)],
);

export const likes = pgTable(
  'likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('likes_user_idx').on(t.userId, t.postId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    /** Kept by a trigger on replies (migration 0016), so the cascades of account and comment deletion count too. */
    repliesCount: integer('replies_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('comments_post_idx').on(t.postId, t.id), index('comments_user_idx').on(t.userId, t.id)],
);

export const replies = pgTable(
  'replies',
  {
    id: id(),
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef('user_id'),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('replies_comment_idx').on(t.commentId, t.id), index('replies_user_idx').on(t.userId, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: userRef('user_id'),
    fromUserId: userRef('from_user_id'),
    type: text('type').notNull(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    /** Makes "like, unlike, like again" one notification: like:{postId}. */
    dedupeKey: text('dedupe_key'),
    /** An export-ready notification's download link (as mailed) and when it stops working. */
    downloadUrl: text('download_url'),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true, mode: 'date' }),
    /** How many actions this one notification stands for: repeated comments or replies of one sender on one post are counted on one. */
    count: integer('count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.fromUserId, t.dedupeKey),
    index('notifications_from_user_idx').on(t.fromUserId),
    // The unread count reads only the newest unread rows past the user's read-all time, at most the count's cap.
    index('notifications_unread_idx').on(t.userId, t.createdAt).where(sql`not ${t.isRead}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: userRef('sender_id'),
    receiverId: userRef('receiver_id'),
    /** The two user ids sorted and joined, so one index serves both directions. */
    conversation: text('conversation').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation, t.id),
    index('messages_sender_idx').on(t.senderId, t.id),
    index('messages_receiver_idx').on(t.receiverId, t.id),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id, or 'anonymous' for calls made before sign-in. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: userRef('user_id'),
    /** The session that subscribed: the subscription ends with it. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_user_idx').on(t.userId)],
);

/**
 * The Web Push (VAPID) key pair, made once and shared by every API process.
 * One row at most: every browser subscription is bound to its public key.
 */
export const vapidKeys = pgTable('vapid_keys', {
  /** Always 'current'; the primary key keeps a second pair from ever being stored. */
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/**
 * Mails waiting to be sent, written in the transaction of the change they tell
 * about, so a mail exists exactly when that change commits. The mail worker
 * claims due rows (`next_attempt_at`), sends them and marks them sent, or
 * records the error and tries again later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** One event, one mail: a second enqueue with the same key is ignored. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    recipient: text('recipient').notNull(),
    /** 'en' or 'ar': the language the mail is written in. */
    language: text('language').notNull(),
    /** The template (`verify-email`, `password-reset`, …) and its data; rendered when sent. */
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the mail is next due; a worker that claims it moves this past the time a send may take. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Set when the mail is given up on after failing for days; it is then never tried again. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`)],
);

/**
 * Copies of an account's data it asked for: 'working' until a worker has
 * built the ZIP (claimed with a lease, so a process that stops leaves it due
 * again), then 'ready' until `expires_at`, when the hourly sweep removes the
 * file and the row; 'failed' after its last try.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: userRef('user_id'),
    status: text('status').notNull().default('working'),
    /** The archive's key in the export store: random, so nobody can guess it. */
    fileKey: text('file_key'),
    attempts: integer('attempts').notNull().default(0),
    /** A working export is due once this has passed: at once, or when the worker holding it stopped renewing its claim. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    error: text('error'),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_working_key').on(t.userId).where(sql`${t.status} = 'working'`),
    index('data_exports_due_idx').on(t.leaseUntil).where(sql`${t.status} = 'working'`),
  ],
);

/**
 * The download links of a ready export, only their hashes: one goes out in
 * the mail, and each status read by the owner's app makes another (the
 * secret is never kept, so an earlier one cannot be shown again). All work
 * until the export expires, and go with it.
 */
export const dataExportLinks = pgTable(
  'data_export_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    exportId: text('export_id')
      .notNull()
      .references(() => dataExports.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('data_export_links_export_idx').on(t.exportId)],
);

/**
 * Images whose rows are gone, to be removed from the media store: written in
 * the transaction that deletes or replaces the rows, so none is forgotten
 * while the store is down, and read by the media route, which serves no image
 * listed here. A worker removes both sizes and then the row, trying again
 * with a growing wait while the store fails.
 */
export const mediaDeletions = pgTable(
  'media_deletions',
  {
    /** The served name (`<hex>.webp`); both stored sizes go. */
    name: text('name').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    /** When it is next due; a worker that claims it moves this past the time a removal may take. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('media_deletions_due_idx').on(t.nextAttemptAt)],
);

/**
 * Each stored image (both sizes) with its uploader and its bytes: written in
 * the transaction of the change that names it and deleted in the one that
 * queues its removal, so an account's sum is what it keeps in the store, for
 * the storage quota. Images stored before this table existed are counted at
 * start (services/media/count-backfill.ts).
 */
export const storedImages = pgTable(
  'stored_images',
  {
    /** The served name (`<hex>.webp`). */
    name: text('name').primaryKey(),
    userId: userRef('user_id'),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_images_user_idx').on(t.userId)],
);

/**
 * Photos uploaded ahead of the post, pet, gallery item or avatar that will
 * use them (POST /api/media), so a queued change sends each photo once and
 * then names it by id. A change takes a row by setting `taken_at`, in its own
 * transaction and only if no other took it first; the image then belongs to
 * that change's row. Rows nothing takes within `limits.image.pendingDays` go
 * with their images (the hourly orphan sweep); taken ones are forgotten once
 * no retry of their change can come any more.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: id(),
    userId: userRef('user_id'),
    /** The served url (`/media/<hex>.webp`), as the rows that take it name it. */
    url: text('url').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('media_uploads_user_idx').on(t.userId), index('media_uploads_created_idx').on(t.createdAt)],
);

/**
 * A report of a post, comment, reply, message or account, with a copy of the
 * content as it was (`snapshot`), kept when the content is edited or deleted.
 * Moderators read them grouped by target; resolving one resolves every open
 * report of its target.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: userRef('reporter_id'),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The target's author (the account itself for an account): no foreign key, so the report outlives them. */
    targetUserId: text('target_user_id').notNull(),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    snapshot: jsonb('snapshot').notNull(),
    status: text('status').notNull().default('open'),
    /** dismiss, remove or suspend, once resolved. */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_target_idx').on(t.status, t.targetType, t.targetId, t.id), index('reports_reporter_idx').on(t.reporterId)],
);

/** Every moderator's action, who took it, on what, why and when; never changed. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: id(),
    /** Null once the moderator's account is deleted: the entry stays. */
    moderatorId: text('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetUserId: text('target_user_id'),
    reportId: text('report_id').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    days: integer('days'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_moderator_idx').on(t.moderatorId)],
);

/**
 * When each sender last made a push to each recipient: at most one a minute
 * passes, whichever process sends it (the row is claimed with one statement).
 */
export const pushThrottle = pgTable(
  'push_throttle',
  {
    recipientId: userRef('recipient_id'),
    senderId: userRef('sender_id'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.senderId] }), index('push_throttle_sender_idx').on(t.senderId)],
);

/** Which posts carry which tag (normalized: NFKC, lower case), kept with the post's text; a tag page is one index range, newest first. */
export const postTags = pgTable(
  'post_tags',
  {
    tag: text('tag').notNull(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.postId] }), index('post_tags_post_idx').on(t.postId)],
);

/**
 * Each word of each post's `search` (a row per distinct stem), kept by triggers on posts (migration 0020), so
 * that the newest posts holding one word are a short walk of this key however many posts hold it: the GIN
 * index gives a word's posts in no order, and reading 10,000 of them to keep the newest 1,000 cost the search
 * more than all the rest. No foreign key: the triggers remove a post's words with it, by this key.
 */
export const postWords = pgTable(
  'post_words',
  {
    word: text('word').notNull(),
    postId: text('post_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.postId] })],
);

/** The tags each user follows (normalized); Explore shows their new posts. */
export const tagFollows = pgTable(
  'tag_follows',
  {
    userId: userRef('user_id'),
    tag: text('tag').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tag] })],
);

/**
 * Explore's counters, moved in the transaction of each like, unlike and new post:
 * per hour, the likes of each post (`kind` 'post') and of each pet's posts ('pet'),
 * and the new posts of each tag ('tag'). A window sums its 24 or 168 hours of rows.
 */
export const exploreCounts = pgTable(
  'explore_counts',
  {
    kind: text('kind').notNull(),
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hour, t.key] })],
);
