import { likes } from '../db/schema.ts';
import type { Page } from './rows.ts';
import { usersLinkedTo } from './user-pages.ts';
import type { Queryable } from '../db/client.ts';

/** A page of the users who like the post, as `viewerId` may see them. */
export const likersPage = (db: Queryable, postId: string, page: Page, viewerId: string | null) =>
  usersLinkedTo(db, likes, likes.postId, postId, likes.userId, page, viewerId);
