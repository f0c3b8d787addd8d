import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addGalleryItem, addPet, addPost } from '../support/content-fixtures.ts';
import { conversation, makeMutual, newMembers, sendMessage } from '../support/social-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'server/src/backup/cli.ts');

/** `npm run backup` or `npm run restore` as a person runs them: a process of its own on a data folder. */
const run = (command: 'backup' | 'restore', dataDir: string, file: string) =>
  spawnSync(tsx, [cli, command, file], { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

const embeddedIn = (dataDir: string) => buildTestApp({ database: 'embedded', databaseUrl: undefined, dataDir });

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'pawpals-backup-test-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('npm run backup and npm run restore', () => {
  it('restore a backup into a fresh data folder with every post, image, pet, gallery item and message', { timeout: 240_000 }, async () => {
    const original = path.join(scratch, 'original');
    const restored = path.join(scratch, 'restored');
    const file = path.join(scratch, 'pawpals.tar');

    let source: TestApp | undefined = await embeddedIn(original);
    const [alice, bob] = await newMembers(source.app, 2);
    await makeMutual(source.app, alice!, bob!);
    const posts = [
      await addPost(source.app, alice!.account, { images: 2 }),
      await addPost(source.app, bob!.account, { title: 'Plain', body: 'No photo' }),
    ];
    const pet = await addPet(source.app, alice!.account, { image: true });
    await addGalleryItem(source.app, alice!.account, pet._id);
    for (const content of ['Walk at six?', 'مرحبا، نعم!']) await sendMessage(source.app, alice!, { content, receiver: bob!.id });
    const messagesBefore = await conversation(source.app, alice!, alice!, bob!);

    // The server holds the folder: a backup now is refused, and names why.
    const whileServing = run('backup', original, file);
    expect(whileServing.status).toBe(1);
    expect(whileServing.stderr).toMatch(/in use by process/);
    await source.close();
    source = undefined;

    const backup = run('backup', original, file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/"posts":2,"postImages":2,"pets":1,"galleryItems":1,"messages":2,"mediaFiles":8/);

    const restore = run('restore', restored, file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('every count checked');
    expect((await readdir(path.join(restored, 'media'))).sort()).toEqual(
      (await readdir(path.join(original, 'media'))).filter((name) => !name.endsWith('.tmp')).sort(),
    );

    const copy = await embeddedIn(restored);
    try {
      const feed = (await copy.app.inject({ method: 'GET', url: paths.posts })).json<Post[]>();
      expect(feed.map((post) => post._id).sort()).toEqual(posts.map((post) => post._id).sort());
      const urls = [...feed.flatMap((post) => post.images), pet.image!];
      for (const url of urls) {
        for (const size of ['', '?size=small']) expect((await copy.app.inject({ method: 'GET', url: `${url}${size}` })).statusCode, url).toBe(200);
      }
      // Sessions come back too: the same token still signs alice in.
      expect(await conversation(copy.app, alice!, alice!, bob!)).toEqual(messagesBefore);
      expect((await copy.app.inject({ method: 'GET', url: paths.petGallery(pet._id) })).json()).toHaveLength(1);
    } finally {
      await copy.close();
    }
  });

  it('refuses to restore over a data folder that already has a database', { timeout: 120_000 }, async () => {
    const existing = path.join(scratch, 'existing');
    const app = await embeddedIn(existing);
    await app.close();
    const attempt = run('restore', existing, path.join(scratch, 'pawpals.tar'));
    expect(attempt.status).toBe(1);
    expect(attempt.stderr).toMatch(/already holds a database/);
  });
});
