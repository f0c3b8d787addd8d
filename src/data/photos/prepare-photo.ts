import type { PreparedPhoto, ResizeAnswer, ResizeRequest } from './prepared-photo.ts';

const canResize = () => typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined' && 'convertToBlob' in OffscreenCanvas.prototype;

let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, (answer: ResizeAnswer) => void>();
/** One preparation per picked file: warmed when picked, awaited when sent. */
const prepared = new WeakMap<Blob, Promise<PreparedPhoto>>();

function resizeWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./resize-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<ResizeAnswer>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  // A worker that cannot start answers nothing: every photo waiting goes as it is.
  worker.onerror = () => {
    for (const [id, answer] of waiting) answer({ id, ok: false });
    waiting.clear();
    worker = null;
  };
  return worker;
}

function resize(file: Blob): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { blob: file, width: null, height: null };
  if (!canResize()) return Promise.resolve(original);
  return new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, (answer) => resolve(answer.ok ? answer.photo : original));
    const request: ResizeRequest = { id, file };
    resizeWorker().postMessage(request);
  });
}

/**
 * The photo as it should be sent: at most 2048 px on its longest edge, upright, without its metadata,
 * re-encoded in a worker so the page never waits; the original where the browser cannot do this.
 * Asking again for the same file gives the same answer.
 */
export function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  let photo = prepared.get(file);
  if (!photo) {
    photo = resize(file);
    prepared.set(file, photo);
  }
  return photo;
}

/** A file made from a photo prepared before (a restored draft's): sending it prepares nothing again. */
export function rememberPrepared(file: Blob, photo: Omit<PreparedPhoto, 'blob'>): void {
  prepared.set(file, Promise.resolve({ ...photo, blob: file }));
}

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/** The prepared photo as a file to send, named after the original with its new type's extension. */
export async function preparedFile(file: File): Promise<File> {
  const { blob } = await preparePhoto(file);
  if (blob === file) return file;
  const base = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${base}.${extensions[blob.type] ?? 'jpg'}`, { type: blob.type });
}
