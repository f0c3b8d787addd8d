import { db, type DraftPhotoRow, type PostDraftRow } from '../db.ts';
import { preparedFile, preparePhoto, rememberPrepared } from '../photos/prepare-photo.ts';
import type { PhotoToSend } from '../photos/photo-to-send.ts';
import { getSession } from '../session.ts';
import type { SharedPost } from './shared-post.ts';

/** The add-post form's fields and photos, as the form holds them. */
export interface PostDraft {
  title: string;
  body: string;
  petId: string;
  photos: PhotoToSend[];
}

export const emptyDraft = (): PostDraft => ({ title: '', body: '', petId: '', photos: [] });

/** Nothing typed, chosen or picked: there is nothing to keep. */
export function isEmptyDraft(draft: PostDraft): boolean {
  return !draft.title.trim() && !draft.body.trim() && !draft.petId && draft.photos.length === 0;
}

/**
 * Saves, restores and deletes run one after another, in the order asked: a save still
 * preparing its photos never lands after the delete that followed it.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const result = queue.then(step, step);
  queue = result.catch(() => undefined);
  return result;
}

async function photoRow(photo: PhotoToSend): Promise<DraftPhotoRow> {
  const [{ width, height }, file] = await Promise.all([preparePhoto(photo.file), preparedFile(photo.file)]);
  return { blob: file, name: file.name, alt: photo.alt, width, height };
}

/** Keeps the form for `userId` (the signed-in user), its photos as prepared for sending; an empty form deletes the draft instead. */
export function saveDraft(userId: string, draft: PostDraft): Promise<void> {
  return inTurn(async () => {
    if (isEmptyDraft(draft)) {
      await db.drafts.delete(userId);
      return;
    }
    const photos = await Promise.all(draft.photos.map(photoRow));
    const row: PostDraftRow = {
      userId,
      title: draft.title,
      body: draft.body,
      petId: draft.petId,
      photos,
      savedAt: new Date().toISOString(),
    };
    // Signed out while the photos were prepared: the sign-out has cleared the drafts, and this one must not come back.
    if (getSession()?._id !== userId) return;
    await db.drafts.put(row);
  });
}

/** The user's kept draft, its photos as files the form shows and sends as they are; null when there is none. */
export function loadDraft(userId: string): Promise<PostDraft | null> {
  return inTurn(async () => {
    const row = await db.drafts.get(userId);
    if (!row) return null;
    const photos = row.photos.map(({ blob, name, alt, width, height }) => {
      const file = new File([blob], name, { type: blob.type });
      rememberPrepared(file, { width, height });
      return { file, alt };
    });
    return { title: row.title, body: row.body, petId: row.petId, photos };
  });
}

/** Forgets the user's draft: the post was queued or sent, or the person discarded it. */
export function deleteDraft(userId: string): Promise<void> {
  return inTurn(() => db.drafts.delete(userId));
}

/**
 * What another app shared, added to the form as it is (a restored draft, or nothing):
 * a person who shares a photo while a post is half written expects to find that post
 * with the new photo in it, not a fresh form. So the draft's title and text stay, the
 * shared photos come after its photos, a shared title fills only an empty title, and
 * shared text is added after the draft's text (once, should the same share come twice).
 */
export function withShared(draft: PostDraft, shared: Pick<SharedPost, 'title' | 'text' | 'files'>): PostDraft {
  const text = shared.text.trim();
  const body = !text || draft.body.includes(text) ? draft.body : draft.body.trim() ? `${draft.body.trimEnd()}\n\n${text}` : text;
  return {
    ...draft,
    title: draft.title.trim() ? draft.title : shared.title || draft.title,
    body,
    photos: [...draft.photos, ...shared.files.map((file) => ({ file, alt: '' }))],
  };
}
