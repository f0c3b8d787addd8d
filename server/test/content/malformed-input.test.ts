import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Comment, Pet, Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addComment, addPet, addPost, as, imageParts, mediaFiles, sendForm, users } from '../support/content-fixtures.ts';

/** No input may produce a 5xx: ids, queries, JSON and multipart bodies of every wrong kind. */
let t: TestApp;
let owner: RegisteredUser;
let pet: Pet;
let post: Post;
let comment: Comment;

beforeAll(async () => {
  t = await buildTestApp();
  [owner] = (await users(t.app, 1)) as [RegisteredUser];
  pet = await addPet(t.app, owner, { image: false });
  post = await addPost(t.app, owner);
  comment = await addComment(t.app, owner, post._id);
});
afterAll(() => t.close());

const badIds = ['x', '123', "1' OR '1'='1", '%00', '%E2%82%AC', 'a'.repeat(290), '01a1fcba-6b77-7000-8c0b-fd19888670371'];

const expectNo5xx = async (options: InjectOptions, refused = true) => {
  const response = await t.app.inject(options);
  const what = `${options.method} ${options.url?.toString().slice(0, 80)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  if (refused) {
    expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
    expect(response.json()).toHaveProperty('message');
  }
  return response;
};

describe('malformed input never answers 5xx', () => {
  it('bad ids in every content path', async () => {
    for (const id of badIds) {
      const routes: [InjectOptions['method'], string][] = [
        ['GET', paths.userPets(id)],
        ['GET', paths.pet(id)],
        ['PUT', paths.pet(id)],
        ['DELETE', paths.pet(id)],
        ['GET', paths.userPosts(id)],
        ['GET', paths.petPosts(id)],
        ['GET', paths.post(id)],
        ['PUT', paths.post(id)],
        ['DELETE', paths.post(id)],
        ['POST', paths.like(id)],
        ['POST', paths.unlike(id)],
        ['POST', paths.comments(id)],
        ['POST', paths.replies(post._id, id)],
        ['POST', paths.replies(id, comment._id)],
        ['DELETE', paths.comment(post._id, id)],
        ['GET', paths.petGallery(id)],
        ['DELETE', paths.galleryItem(id)],
      ];
      for (const [method, url] of routes) {
        await expectNo5xx({ method, url: url.replace(encodeURIComponent(id), id), headers: as(owner) });
      }
    }
  });

  it('bad pagination queries', async () => {
    for (const query of [
      'limit=-1',
      'limit=1e3',
      'limit[]=1',
      'before[]=x',
      'before=%00',
      `before=${'f'.repeat(5000)}`,
      'limit=99999999999999999999',
    ]) {
      for (const url of [paths.posts, paths.userPosts(owner.user._id), paths.userPets(owner.user._id), paths.petGallery(pet._id)]) {
        // Unknown keys (limit[]) are ignored, so not every one of these is refused.
        await expectNo5xx({ method: 'GET', url: `${url}?${query}` }, false);
      }
    }
  });

  it('bad JSON bodies for comments and replies', async () => {
    const payloads: [string, string][] = [
      ['{"content":', 'application/json'],
      ['{"content":42}', 'application/json'],
      ['{"content":{"$gt":""}}', 'application/json'],
      ['{"content":["a"]}', 'application/json'],
      ['[]', 'application/json'],
      ['null', 'application/json'],
      ['"text"', 'application/json'],
      ['content=hi', 'application/x-www-form-urlencoded'],
      ['content', 'text/plain'],
      [JSON.stringify({ content: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'],
    ];
    for (const [payload, type] of payloads) {
      for (const url of [paths.comments(post._id), paths.replies(post._id, comment._id)]) {
        await expectNo5xx({ method: 'POST', url, payload, headers: as(owner, { 'content-type': type }) });
      }
    }
  });

  it('bad multipart bodies on every upload route, leaving no file behind', async () => {
    const before = await mediaFiles(t.dataDir);
    const targets: ['POST' | 'PUT', string][] = [
      ['POST', paths.addPet],
      ['PUT', paths.pet(pet._id)],
      ['POST', paths.addPost],
      ['PUT', paths.post(post._id)],
      ['POST', paths.galleryUpload],
    ];
    const truncated = await (async () => {
      const form = new FormData();
      form.append('name', 'Rex');
      form.append('image', new Blob([new Uint8Array((await (await imageParts('image', 1))[0]!.content) as Buffer)]), 'a.png');
      const response = new Response(form);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { payload: bytes.subarray(0, bytes.length - 60), type: response.headers.get('content-type')! };
    })();
    for (const [method, url] of targets) {
      await expectNo5xx({ method, url, payload: 'garbage', headers: as(owner, { 'content-type': 'multipart/form-data' }) });
      await expectNo5xx({ method, url, payload: 'garbage', headers: as(owner, { 'content-type': 'multipart/form-data; boundary=xyz' }) });
      await expectNo5xx({ method, url, payload: truncated.payload, headers: as(owner, { 'content-type': truncated.type }) });
      const huge = {
        name: 'x'.repeat(100 * 1024),
        type: 'dog',
        title: 'x'.repeat(100 * 1024),
        body: 'x'.repeat(100 * 1024),
        petId: 'x'.repeat(100 * 1024),
      };
      await expectNo5xx({ ...(await formOptions(method, url, huge)) });
      const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'v']));
      await expectNo5xx({ ...(await formOptions(method, url, many)) });
      const oddFields = { name: 'Rex', type: 'dog', age: 'NaN', body: 'b', title: 't', petId: 'null', oldImages: '[[]]' };
      const notImage = [
        { field: 'image', filename: 'x.png', content: Buffer.alloc(2000, 1) },
        { field: 'images', filename: 'x.png', content: Buffer.alloc(2000, 1) },
      ];
      const response = await sendForm(t.app, method, url, owner, { ...oddFields, petId: pet._id }, notImage);
      expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      // A JSON body stands for a form without files; a list or an object where the form takes one text is refused, naming the field.
      for (const [field, value] of [
        ['name', ['a']],
        ['type', { x: 1 }],
        ['petId', [pet._id]],
        ['body', { a: 1 }],
        ['oldImages', ['/media/a.webp']],
      ] as const) {
        const refused = await expectNo5xx({ method, url, payload: { [field]: value }, headers: as(owner) });
        expect(refused.statusCode, `${method} ${url} ${field}`).toBe(400);
        expect(refused.json<{ errors: Record<string, string> }>().errors, `${method} ${url} ${field}`).toHaveProperty(field);
      }
    }
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('an Idempotency-Key that is too long is 400', async () => {
    const response = await expectNo5xx({ method: 'POST', url: paths.like(post._id), headers: as(owner, { 'idempotency-key': 'k'.repeat(256) }) });
    expect(response.statusCode).toBe(400);
  });
});

async function formOptions(method: 'POST' | 'PUT', url: string, fields: Record<string, string>): Promise<InjectOptions> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = new Response(form);
  return {
    method,
    url,
    payload: Buffer.from(await response.arrayBuffer()),
    headers: as(owner, { 'content-type': response.headers.get('content-type')! }),
  };
}
