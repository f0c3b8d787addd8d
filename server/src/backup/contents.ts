import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { galleryItems, messages, pets, postImages, posts, users } from '../db/schema.ts';

/** What a backup holds, counted when it is made and checked again when it is restored. */
export interface BackupCounts {
  users: number;
  posts: number;
  postImages: number;
  pets: number;
  galleryItems: number;
  messages: number;
  mediaFiles: number;
}

export async function countRows(db: Db): Promise<Omit<BackupCounts, 'mediaFiles'>> {
  const rows = async (table: PgTable) => (await db.select({ value: count() }).from(table))[0]!.value;
  return {
    users: await rows(users),
    posts: await rows(posts),
    postImages: await rows(postImages),
    pets: await rows(pets),
    galleryItems: await rows(galleryItems),
    messages: await rows(messages),
  };
}
