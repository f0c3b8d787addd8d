import type { imageMimeTypes } from '@/contract/limits.ts';
import { db } from '../db.ts';

/** What another app shared with PawPals, waiting for the add-post form. */
export interface SharedPost {
  title: string;
  text: string;
  files: File[];
  /** Names of shared files that are not JPEG or PNG: the form says they were left out. */
  refused: string[];
}

const key = 'shared-post';
const extensions: Record<(typeof imageMimeTypes)[number], string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** Keeps JPEG and PNG files, each with a name the form accepts (shared files often come as "image" or "1000023"). */
export function sortSharedFiles(files: readonly File[]): { files: File[]; refused: string[] } {
  const result = { files: [] as File[], refused: [] as string[] };
  files.forEach((file, index) => {
    const extension = extensions[file.type as keyof typeof extensions];
    if (!extension) {
      result.refused.push(file.name);
      return;
    }
    const named = /\.(jpe?g|png)$/i.test(file.name) ? file.name : `shared-${index + 1}.${extension}`;
    result.files.push(named === file.name ? file : new File([file], named, { type: file.type, lastModified: file.lastModified }));
  });
  return result;
}

/** Written by the service worker when a share arrives; a newer share replaces an unread one. */
export async function storeSharedPost(shared: SharedPost): Promise<void> {
  await db.meta.put({ key, value: shared });
}

/** Reads the shared items once and forgets them, so a reload does not attach them twice. */
export async function takeSharedPost(): Promise<SharedPost | null> {
  return db.transaction('rw', db.meta, async () => {
    const row = await db.meta.get(key);
    await db.meta.delete(key);
    return (row?.value as SharedPost | undefined) ?? null;
  });
}
