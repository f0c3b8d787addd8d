import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { paths } from '#contract/paths.ts';
import { comments, likes, pets, postImages, posts, users } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { recordBench } from '../../scripts/bench-record.mjs';
import { benchApp } from './bench-app.ts';
import { openSession } from '../src/services/sessions.ts';

const postCount = 10_000;
const userCount = 200;
const petCount = 150;
const readerCount = 50;
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);

const { app, onPostgres, databaseName, close } = await benchApp();

const started = Date.now();
const readerIds = await seed(app.db);
const tokens = await Promise.all(readerIds.map((id) => openSession(app.db, id, 'bench')));
console.log(`seeded ${postCount} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${paths.posts}?limit=20`;
const sample = await fetch(appUrl);
const page = (await sample.json()) as unknown[];
if (sample.status !== 200 || page.length !== 20) throw new Error(`unexpected answer: ${sample.status}, ${page.length} items`);

const bare = Fastify({ logger: false });
bare.get(paths.posts, async () => page);
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}${paths.posts}?limit=20`;

// With workers, autocannon takes setupClient as the path of a module, which its types do not allow for.
type Load = Omit<autocannon.Options, 'setupClient'> & { setupClient?: string };
const cannon = (load: Load) => autocannon(load as autocannon.Options);

const measure = async (url: string, options: { setupClient?: string } = {}) => {
  await cannon({ url, connections, duration: 2, workers: 1, ...options });
  const result = await cannon({ url, connections, duration, workers: 1, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
};

const ceiling = await measure(bareUrl);
const ours = await measure(appUrl);
process.env.BENCH_READER_TOKENS = tokens.join(',');
const signedIn = await measure(appUrl, { setupClient: fileURLToPath(new URL('./signed-in-readers.cjs', import.meta.url)) });
const line = (label: string, figures: { rps: number; p99: number }) =>
  console.log(
    `${label.padEnd(44)} ${figures.rps.toFixed(0).padStart(6)} req/s (p99 ${figures.p99} ms), ratio ${(figures.rps / ceiling.rps).toFixed(2)}`,
  );
line('bare Fastify, constant 20 posts (ceiling)', ceiling);
line(`GET /api/posts?limit=20 (no cache, ${databaseName})`, ours);
line(`the same, ${readerCount} readers signed in (own likes as flags)`, signedIn);
console.log('goal: ratio >= 0.5');
recordBench(`feed-api-${onPostgres ? 'postgres' : 'pglite'}`, [
  {
    measure: `feed API, ${postCount.toLocaleString('en')} posts on ${databaseName}: share of a bare Fastify route`,
    value: `${(ours.rps / ceiling.rps).toFixed(2)} (${ours.rps.toFixed(0)} of ${ceiling.rps.toFixed(0)} req/s)`,
    goal: onPostgres ? '≥ 0.5' : 'as high as it goes',
  },
  {
    measure: `the same, ${readerCount} different readers signed in (each one's likes as flags)`,
    value: `${(signedIn.rps / ceiling.rps).toFixed(2)} (${signedIn.rps.toFixed(0)} of ${ceiling.rps.toFixed(0)} req/s)`,
    goal: '',
  },
]);

await bare.close();
await close();

/**
 * Bulk inserts, oldest first so that ids (UUIDv7) follow time: users, pets, posts, 1 to 3 images each, some likes and comments.
 * Answers the ids of the signed-in readers, who like some of the newest posts.
 */
async function seed(db: Db): Promise<string[]> {
  const userRows = Array.from({ length: userCount }, (_, i) => ({
    id: newId(),
    fullName: `Bench User ${i}`,
    username: `bench_user_${i}`,
    email: `bench${i}@example.test`,
    passwordHash: 'not-a-real-hash',
    avatar: i % 2 === 0 ? `/media/${'a'.repeat(31)}${i % 10}.webp` : null,
    country: 'FR',
    city: 'Paris',
  }));
  await db.insert(users).values(userRows);
  const petRows = Array.from({ length: petCount }, (_, i) => ({
    id: newId(),
    userId: userRows[i % userCount]!.id,
    name: `Pet ${i}`,
    type: ['cat', 'dog', 'bird', 'fish', 'other'][i % 5]!,
    age: i % 30,
    image: `/media/${'b'.repeat(31)}${i % 10}.webp`,
  }));
  await db.insert(pets).values(petRows);

  const batch = 1000;
  for (let start = 0; start < postCount; start += batch) {
    const postRows = [];
    const imageRows = [];
    const likeRows = [];
    const commentRows = [];
    for (let i = start; i < Math.min(start + batch, postCount); i += 1) {
      const id = newId();
      const pet = i % 3 === 0 ? petRows[i % petCount]! : null;
      const author = pet ? pet.userId : userRows[i % userCount]!.id;
      const likers = Array.from({ length: i % 7 }, (_, k) => userRows[(i + k * 13) % userCount]!.id);
      const commentCount = i % 4;
      postRows.push({
        id,
        userId: author,
        petId: pet?.id ?? null,
        title: `Post number ${i}`,
        body: `A day in the life of a pet, told for the ${i}th time, with enough words to look like a real post.`,
        likesCount: likers.length,
        commentsCount: commentCount,
      });
      for (let position = 0; position < 1 + (i % 3); position += 1) {
        imageRows.push({
          id: newId(),
          postId: id,
          url: `/media/${id.replace(/-/g, '')}.webp`.replace(/.{4}\.webp$/, `${position}000.webp`),
          position,
        });
      }
      for (const userId of likers) likeRows.push({ postId: id, userId });
      for (let k = 0; k < commentCount; k += 1)
        commentRows.push({ id: newId(), postId: id, userId: userRows[(i + k) % userCount]!.id, content: `Comment ${k}` });
    }
    await db.insert(posts).values(postRows);
    await db.insert(postImages).values(imageRows);
    if (likeRows.length > 0) await db.insert(likes).values(likeRows);
    if (commentRows.length > 0) await db.insert(comments).values(commentRows);
  }
  return userRows.slice(0, readerCount).map((user) => user.id);
}
