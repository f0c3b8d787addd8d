import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db.ts';
import { sortSharedFiles, storeSharedPost, takeSharedPost } from './shared-post.ts';

const file = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('sortSharedFiles', () => {
  it('keeps JPEG and PNG by their type, naming the nameless so the form accepts them, and names the rest as refused', () => {
    const { files, refused } = sortSharedFiles([
      file('IMG_0001.JPG', 'image/jpeg'),
      file('1000023', 'image/png'),
      file('image', 'image/jpeg'),
      file('clip.mp4', 'video/mp4'),
      file('photo.png', 'image/gif'),
    ]);
    expect(files.map((kept) => [kept.name, kept.type])).toEqual([
      ['IMG_0001.JPG', 'image/jpeg'],
      ['shared-2.png', 'image/png'],
      ['shared-3.jpg', 'image/jpeg'],
    ]);
    expect(refused).toEqual(['clip.mp4', 'photo.png']);
  });
});

describe('takeSharedPost', () => {
  beforeEach(() => db.meta.clear());

  it('gives what was shared once, then nothing', async () => {
    await storeSharedPost({ title: 'Walk', text: 'At the harbour', files: [], refused: ['notes.txt'] });
    expect(await takeSharedPost()).toEqual({ title: 'Walk', text: 'At the harbour', files: [], refused: ['notes.txt'] });
    expect(await takeSharedPost()).toBeNull();
  });
});
