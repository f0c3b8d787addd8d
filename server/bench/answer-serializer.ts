/**
 * Serializing one feed page (20 posts with images, a pet tag and the author)
 * with the serializer the server builds from the page's answer schema
 * (fast-json-stringify) against JSON.stringify. In process, no HTTP: the
 * figure is the serializer's share of an answer. Printed, not asserted.
 * Run: npx tsx server/bench/answer-serializer.ts (ROUNDS=n)
 */
import type { Post } from '#contract/entities.ts';
import { postPage } from '#contract/schemas/responses/posts.ts';
import { valibotSerializerCompiler } from '../src/http/serialization.ts';
import { newId } from '../src/db/ids.ts';

const rounds = Number(process.env.ROUNDS ?? 50_000);

const summary = { _id: newId(), fullName: 'Bench User', username: 'bench_user', avatar: '/media/0123456789abcdef0123456789abcdef.webp' };
const page: Post[] = Array.from({ length: 20 }, (_, i) => ({
  _id: newId(),
  title: `A walk number ${i}`,
  body: 'We went to the park and met three other dogs, one of them very loud.',
  images: ['/media/0123456789abcdef0123456789abcdef.webp', '/media/fedcba9876543210fedcba9876543210.webp'],
  media: [
    { url: '/media/0123456789abcdef0123456789abcdef.webp', alt: 'Rex with his ball', width: 2048, height: 1536 },
    { url: '/media/fedcba9876543210fedcba9876543210.webp', alt: '', width: null, height: null },
  ],
  pet: { _id: newId(), name: 'Rex', type: 'dog', image: null },
  petId: newId(),
  user: summary,
  tags: ['walk'],
  likedByMe: i % 2 === 0,
  likesCount: i * 3,
  commentsCount: i,
  createdAt: new Date().toISOString(),
}));

const compiled = valibotSerializerCompiler({ schema: postPage, method: 'GET', url: '/api/posts', httpStatus: '200' });
if (compiled(page) !== JSON.stringify(page)) throw new Error('the serializers disagree');

const time = (label: string, serialize: (value: unknown) => string) => {
  for (let i = 0; i < 2_000; i += 1) serialize(page);
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) serialize(page);
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(40)} ${(rounds / seconds).toFixed(0).padStart(8)} pages/s`);
  return rounds / seconds;
};

const plain = time('JSON.stringify', JSON.stringify);
const fast = time('fast-json-stringify from postPage', compiled);
console.log(`ratio ${(fast / plain).toFixed(2)}`);
