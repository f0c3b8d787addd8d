import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likes, pets, postImages, posts, users } from '../db/schema.ts';
import type { PetRow } from './pets.ts';
import type { UserRow } from './users.ts';

/** One row of the post query: the post with its author, tagged pet, image urls and whether the caller likes it. */
export interface PostRecord {
  id: string;
  title: string;
  body: string;
  petId: string | null;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  author: Pick<UserRow, 'id' | 'fullName' | 'username' | 'avatar'>;
  pet: Pick<PetRow, 'id' | 'name' | 'type' | 'image'> | null;
  images: string[];
  likedByMe: boolean;
}

/** `"table"."column"`: drizzle leaves columns unqualified in a one-table select, which sub-selects would misread. */
const q = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/**
 * Everything a Post answer needs in one query: the page comes from an index
 * scan of posts, and for each of its rows the author, the pet, the image
 * urls and the caller's own like are indexed sub-selects. No joins, so the plan does
 * not depend on table statistics (the embedded database keeps none until
 * analysed, and then picks nested loops over whole tables); a page costs one
 * round trip whatever its length.
 */
export const postRecordFields = (viewerId: string | null) => ({
  id: posts.id,
  title: posts.title,
  body: posts.body,
  petId: posts.petId,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
  author: sql<
    PostRecord['author']
  >`(select json_build_object('id', ${q(users.id)}, 'fullName', ${q(users.fullName)}, 'username', ${q(users.username)}, 'avatar', ${q(users.avatar)}) from ${users} where ${q(users.id)} = ${q(posts.userId)})`,
  pet: sql<
    PostRecord['pet']
  >`(select json_build_object('id', ${q(pets.id)}, 'name', ${q(pets.name)}, 'type', ${q(pets.type)}, 'image', ${q(pets.image)}) from ${pets} where ${q(pets.id)} = ${q(posts.petId)})`,
  images: sql<
    string[]
  >`array(select ${q(postImages.url)} from ${postImages} where ${q(postImages.postId)} = ${q(posts.id)} order by ${q(postImages.position)})`,
  likedByMe: viewerId
    ? sql<boolean>`exists(select 1 from ${likes} where ${q(likes.postId)} = ${q(posts.id)} and ${q(likes.userId)} = ${viewerId})`
    : sql<boolean>`false`,
});
