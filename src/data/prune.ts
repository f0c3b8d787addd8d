import { db } from './db.ts';
import { kindOf } from './outbox/kind-registry.ts';
import './writes/all-kinds.ts';
import type { OnScreen } from './on-screen.ts';

/** How much of what others made stays in IndexedDB; one's own posts and pets always stay. */
export const keepLimits = {
  /** The newest posts of the feed. */
  posts: 300,
  messagesPerConversation: 200,
  notifications: 200,
  /** Users beyond one's own relations, conversation partners and the authors of kept posts. */
  otherUsers: 300,
  /** Pets beyond one's own and those of kept posts. */
  otherPets: 200,
};

export type KeepLimits = typeof keepLimits;

const nothingShown: OnScreen = { posts: new Set(), authors: new Set(), pets: new Set(), conversations: new Set(), feedWindow: 0 };

export interface PruneResult {
  posts: number;
  comments: number;
  messages: number;
  notifications: number;
  users: number;
  pets: number;
  gallery: number;
}

/** Post ids the outbox still needs (a like, comment or reply on its way): their post stays. */
async function postsInOutbox(): Promise<string[]> {
  const rows = await db.outbox.toArray();
  return rows.flatMap((row) => {
    const subject = kindOf(row)?.subject(row);
    return subject?.type === 'post' ? [subject.id] : [];
  });
}

/**
 * Forgets what a person is unlikely to need offline, so IndexedDB does not
 * grow without bound: posts beyond the newest few hundred (keeping one's own,
 * those notifications point to, those the outbox needs and those on screen)
 * with their comments, old messages of each conversation, old notifications,
 * and the users, pets and gallery photos nothing kept refers to. Anything
 * forgotten comes back from the server when a screen asks for it again.
 */
export async function pruneStore(selfId: string, limits: KeepLimits = keepLimits, shown: OnScreen = nothingShown): Promise<PruneResult> {
  return db.transaction('rw', [db.posts, db.comments, db.messages, db.notifications, db.users, db.pets, db.gallery, db.outbox], async () => {
    const result: PruneResult = { posts: 0, comments: 0, messages: 0, notifications: 0, users: 0, pets: 0, gallery: 0 };

    const oldNotifications = await db.notifications.orderBy('createdAt').reverse().offset(limits.notifications).primaryKeys();
    await db.notifications.bulkDelete(oldNotifications);
    result.notifications = oldNotifications.length;

    const pendingIds = new Set(await db.outbox.toCollection().primaryKeys());
    for (const conversationId of await db.messages.orderBy('conversationId').uniqueKeys()) {
      if (shown.conversations.has(String(conversationId))) continue;
      const old = await db.messages
        .where('[conversationId+createdAt]')
        .between([conversationId, ''], [conversationId, '\uffff'])
        .reverse()
        .offset(limits.messagesPerConversation)
        .primaryKeys();
      const gone = old.filter((id) => !pendingIds.has(id));
      await db.messages.bulkDelete(gone);
      result.messages += gone.length;
    }

    const keptPosts = new Set<string>([
      ...(await db.posts.orderBy('createdAt').reverse().limit(Math.max(limits.posts, shown.feedWindow)).primaryKeys()),
      ...(await db.posts
        .where('user._id')
        .anyOf([selfId, ...shown.authors])
        .primaryKeys()),
      ...(shown.pets.size
        ? await db.posts
            .where('petId')
            .anyOf([...shown.pets])
            .primaryKeys()
        : []),
      ...(await db.notifications.toArray()).map((notification) => notification.post).filter((id): id is string => id !== null),
      ...(await postsInOutbox()),
      ...shown.posts,
    ]);
    const gonePosts = await db.posts.filter((post) => !keptPosts.has(post._id)).primaryKeys();
    await db.posts.bulkDelete(gonePosts);
    result.posts = gonePosts.length;
    const goneComments = await db.comments.filter((comment) => !keptPosts.has(comment.postId)).primaryKeys();
    await db.comments.bulkDelete(goneComments);
    result.comments = goneComments.length;

    const posts = await db.posts.toArray();
    const partners = (await db.messages.orderBy('conversationId').uniqueKeys()).flatMap((id) => String(id).split(':'));
    const keptUsers = new Set<string>([
      selfId,
      ...(await db.users.filter((user) => user.followedByMe || user.followsMe).primaryKeys()),
      ...partners,
      ...posts.map((post) => post.user._id),
      ...shown.authors,
      ...(await db.users.orderBy('createdAt').reverse().limit(limits.otherUsers).primaryKeys()),
    ]);
    const goneUsers = await db.users.filter((user) => !keptUsers.has(user._id)).primaryKeys();
    await db.users.bulkDelete(goneUsers);
    result.users = goneUsers.length;

    const keptPets = new Set<string>([
      ...(await db.pets.where('user').equals(selfId).primaryKeys()),
      ...posts.map((post) => post.petId).filter((id): id is string => id !== null),
      ...shown.pets,
      ...(await db.pets.orderBy('createdAt').reverse().limit(limits.otherPets).primaryKeys()),
    ]);
    const gonePets = await db.pets.filter((pet) => !keptPets.has(pet._id)).primaryKeys();
    await db.pets.bulkDelete(gonePets);
    result.pets = gonePets.length;
    const goneGallery = await db.gallery.filter((item) => !keptPets.has(item.pet)).primaryKeys();
    await db.gallery.bulkDelete(goneGallery);
    result.gallery = goneGallery.length;

    return result;
  });
}
