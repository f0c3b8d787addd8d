import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { mediaPrefix } from '#contract/paths.ts';
import type { Queryable } from '../../db/client.ts';
import { imagesOwnedBy } from '../../repositories/account-deletion.ts';
import * as rows from '../../repositories/data-export-rows.ts';
import type { UserRow } from '../../repositories/users.ts';
import type { MediaStore } from '../media/store.ts';

/** Rows read at once: an archive holds one page of one file in memory, never a whole table. */
const pageSize = 200;

/** Where an image of ours is in the archive ("images/<name>.webp"); null for anything else. */
export function archivePathOf(url: string | null): string | null {
  const name = url?.startsWith(mediaPrefix) ? url.slice(mediaPrefix.length) : '';
  return /^[a-f0-9]{32}\.webp$/.test(name) ? `images/${name}` : null;
}

const time = (date: Date | null) => date?.toISOString() ?? null;

/** One JSON array, streamed: the rows of `read`, a page at a time, each turned into what the file shows by `view`. */
async function* jsonArray<Row>(
  read: (after: string | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => string,
  view: (row: Row) => unknown,
): AsyncGenerator<string> {
  yield '[';
  let after: string | undefined;
  let separator = '\n';
  for (;;) {
    const page = await read(after, pageSize);
    for (const row of page) {
      yield `${separator}${JSON.stringify(view(row))}`;
      separator = ',\n';
    }
    if (page.length < pageSize) break;
    after = keyOf(page[page.length - 1]!);
  }
  yield '\n]';
}

async function* jsonFile(...parts: (string | AsyncGenerator<string>)[]): AsyncGenerator<string> {
  for (const part of parts) {
    if (typeof part === 'string') yield part;
    else yield* part;
  }
  yield '\n';
}

const byId = (row: { id: string }) => row.id;

/**
 * Writes the account's data as a ZIP to `output`: one JSON file per kind of
 * thing it made, and the full size of every image it owns under images/,
 * which the JSON names by that path. Everything is streamed: rows are read a
 * page at a time while their file is being written, each image is read from
 * the store only when its turn comes, and the ZIP leaves as it is made.
 * Resolves once `output` has all of it.
 */
export async function writeArchive(db: Queryable, media: Pick<MediaStore, 'open'>, user: UserRow, output: Writable): Promise<{ images: number }> {
  const zip = new ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  const page =
    <Row>(reader: rows.PageReader<Row>) =>
    (after: string | undefined, limit: number) =>
      reader(db, user.id, after, limit);
  const addJson = (name: string, content: () => AsyncGenerator<string>) =>
    zip.addReadStreamLazy(name, (callback) => {
      const stream = Readable.from(content());
      stream.on('error', (error) => zip.emit('error', error));
      callback(null, stream);
    });

  const profile = {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    language: user.language,
    bio: user.bio,
    country: user.country,
    city: user.city,
    avatar: archivePathOf(user.avatar),
    followersCount: user.followersCount,
    followingCount: user.followingCount,
    createdAt: time(user.createdAt),
  };
  zip.addBuffer(Buffer.from(`${JSON.stringify(profile, null, 2)}\n`), 'profile.json');
  addJson('pets.json', () =>
    jsonFile(
      jsonArray(page(rows.petsPage), byId, (pet) => ({
        id: pet.id,
        name: pet.name,
        type: pet.type,
        breed: pet.breed,
        age: pet.age,
        bio: pet.bio,
        image: archivePathOf(pet.image),
        createdAt: time(pet.createdAt),
      })),
    ),
  );
  addJson('gallery.json', () =>
    jsonFile(
      jsonArray(page(rows.galleryPage), byId, (item) => ({
        id: item.id,
        petId: item.petId,
        image: archivePathOf(item.image),
        createdAt: time(item.createdAt),
      })),
    ),
  );
  addJson('posts.json', () =>
    jsonFile(
      jsonArray(
        (after, limit) => rows.postsPage(db, user.id, after, limit),
        byId,
        (post) => ({ ...post, images: post.images.map(archivePathOf), createdAt: time(post.createdAt) }),
      ),
    ),
  );
  addJson('comments.json', () =>
    jsonFile(
      '{"comments":',
      jsonArray(page(rows.commentsPage), byId, (comment) => ({ ...comment, createdAt: time(comment.createdAt) })),
      ',\n"replies":',
      jsonArray(page(rows.repliesPage), byId, (reply) => ({ ...reply, createdAt: time(reply.createdAt) })),
      '}',
    ),
  );
  addJson('likes.json', () =>
    jsonFile(
      jsonArray(
        page(rows.likesPage),
        (like) => like.postId,
        (like) => ({ postId: like.postId, createdAt: time(like.createdAt) }),
      ),
    ),
  );
  const person = (row: { id: string; username: string; since: Date }) => ({ id: row.id, username: row.username, since: time(row.since) });
  addJson('follows.json', () =>
    jsonFile(
      '{"following":',
      jsonArray(page(rows.followingPage), byId, person),
      ',\n"followers":',
      jsonArray(page(rows.followersPage), byId, person),
      '}',
    ),
  );
  addJson('messages.json', () =>
    jsonFile(
      jsonArray(page(rows.messagesPage), byId, (message) => ({
        id: message.id,
        from: message.senderId,
        to: message.receiverId,
        content: message.content,
        createdAt: time(message.createdAt),
      })),
    ),
  );

  // Only the names are kept until their turn (a ZIP lists every entry at its end anyway); each file is opened when it is written.
  const images = new Set((await imagesOwnedBy(db, user.id)).map(archivePathOf).filter((path) => path !== null));
  for (const path of images) {
    // WebP is compressed already: stored as it is.
    zip.addReadStreamLazy(path, { compress: false }, (callback) => {
      media.open(path.slice('images/'.length), 'full').then(
        (image) => {
          // Gone since the list was read (an edit meanwhile): the build fails and is tried again on fresh rows.
          if (!image) return callback(new Error(`image ${path} is no longer in the store`), Readable.from([]));
          image.body.on('error', (error) => zip.emit('error', error));
          callback(null, image.body);
        },
        (error: unknown) => callback(error, Readable.from([])),
      );
    });
  }
  zip.end();
  failed.catch(() => undefined);
  try {
    await Promise.race([pipeline(zip.outputStream, output), failed]);
  } catch (error) {
    (zip.outputStream as Readable).destroy();
    output.destroy();
    throw error;
  }
  return { images: images.size };
}
