import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db.ts';
import { deleteDraft, emptyDraft, loadDraft, saveDraft, withShared, type PostDraft } from './post-draft.ts';
import { preparedFile } from '../photos/prepare-photo.ts';
import type { SessionUser } from '@/contract/entities.ts';
import { clearSession, saveSession } from '../session.ts';
import { testUser } from '../test-users.ts';

/** Photos are prepared once `preparing` resolves: a test holds it to sign out while a save waits on its photos. */
let preparing: Promise<void> = Promise.resolve();
vi.mock('../photos/prepare-photo.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../photos/prepare-photo.ts')>();
  return { ...real, preparePhoto: async (file: Blob) => preparing.then(() => real.preparePhoto(file)) };
});

const photo = (name: string, bytes: string, alt: string) => ({ file: new File([bytes], name, { type: 'image/jpeg' }), alt });

const draft = (): PostDraft => ({
  title: 'Rex at the beach',
  body: 'He dug for an hour',
  petId: 'pet-rex',
  photos: [photo('IMG_1.jpg', 'first photo', 'Rex digging'), photo('IMG_2.jpg', 'second', 'Rex asleep on a towel')],
});

const textOf = (blob: Blob) => blob.text();

const signIn = (userId: string) => saveSession({ ...testUser(userId), token: `token-${userId}` } as unknown as SessionUser);

/** Saves as the form does: for the user signed in. */
async function saveAs(userId: string, kept: PostDraft) {
  signIn(userId);
  await saveDraft(userId, kept);
}

beforeEach(async () => {
  await db.drafts.clear();
});

describe('post drafts', () => {
  it('restores the fields and each photo’s bytes, name and description, in order', async () => {
    await saveAs('u-ann', draft());
    const restored = await loadDraft('u-ann');
    expect(restored).toMatchObject({ title: 'Rex at the beach', body: 'He dug for an hour', petId: 'pet-rex' });
    expect(restored?.photos.map((kept) => [kept.file.name, kept.file.type, kept.alt])).toEqual([
      ['IMG_1.jpg', 'image/jpeg', 'Rex digging'],
      ['IMG_2.jpg', 'image/jpeg', 'Rex asleep on a towel'],
    ]);
    expect(await Promise.all(restored?.photos.map((kept) => textOf(kept.file)) ?? [])).toEqual(['first photo', 'second']);
    // The kept blob is what is sent: a restored photo is not prepared again.
    const [first] = restored?.photos ?? [];
    if (first) expect(await preparedFile(first.file)).toBe(first.file);
  });

  it('keeps one draft per user, the last saved, and never gives one user another’s', async () => {
    await saveAs('u-ann', draft());
    await saveAs('u-ann', { ...draft(), title: 'Rex, again', photos: [photo('IMG_3.jpg', 'third', '')] });
    expect(await db.drafts.count()).toBe(1);
    const restored = await loadDraft('u-ann');
    expect(restored?.title).toBe('Rex, again');
    expect(restored?.photos.map((kept) => [kept.file.name, kept.alt])).toEqual([['IMG_3.jpg', '']]);
    expect(await loadDraft('u-bob')).toBeNull();
  });

  it('deletes the draft when the form is emptied, and when the post is submitted or discarded', async () => {
    await saveAs('u-ann', draft());
    await saveAs('u-ann', emptyDraft());
    expect(await loadDraft('u-ann')).toBeNull();

    await saveAs('u-ann', draft());
    await saveAs('u-bob', draft());
    await deleteDraft('u-ann');
    expect(await loadDraft('u-ann')).toBeNull();
    expect(await loadDraft('u-bob')).not.toBeNull();
  });

  it('lets no save still under way bring a draft back after its delete', async () => {
    signIn('u-ann');
    const saving = saveDraft('u-ann', draft());
    const deleting = deleteDraft('u-ann');
    await Promise.all([saving, deleting]);
    expect(await db.drafts.count()).toBe(0);
  });

  it('is forgotten on sign-out with the user’s other data', async () => {
    await saveAs('u-ann', draft());
    await clearSession();
    expect(await db.drafts.count()).toBe(0);
  });

  it('keeps nothing from a save still preparing its photos when the user signs out', async () => {
    let prepared = () => {};
    preparing = new Promise((resolve) => {
      prepared = resolve;
    });
    signIn('u-ann');
    const saving = saveDraft('u-ann', draft());
    await clearSession();
    prepared();
    await saving;
    expect(await db.drafts.count()).toBe(0);
  });

  it('adds what another app shared to the draft: its photos after the draft’s, its text after the draft’s, the draft’s title kept', () => {
    const shared = { title: 'Sunset', text: 'Shared from the gallery', files: [new File(['s'], 'shared-1.jpg', { type: 'image/jpeg' })] };
    const merged = withShared(draft(), shared);
    expect(merged.title).toBe('Rex at the beach');
    expect(merged.body).toBe('He dug for an hour\n\nShared from the gallery');
    expect(merged.photos.map((kept) => [kept.file.name, kept.alt])).toEqual([
      ['IMG_1.jpg', 'Rex digging'],
      ['IMG_2.jpg', 'Rex asleep on a towel'],
      ['shared-1.jpg', ''],
    ]);
    expect(withShared(merged, { ...shared, files: [] }).body).toBe(merged.body);
    expect(withShared(emptyDraft(), shared)).toMatchObject({ title: 'Sunset', body: 'Shared from the gallery' });
  });
});
