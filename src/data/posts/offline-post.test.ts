import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { keepPhotosRoom, NoRoomForPhotos } from './offline-post.ts';
import { isNoRoomError } from '../photos/storage-room.ts';

const photo = { blob: new Blob([new Uint8Array(1024)], { type: 'image/jpeg' }), alt: 'Rex', width: 10, height: 10 };
const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** navigator.storage answering an estimate with plenty of room, and counting the requests to keep the storage. */
function roomyStorage() {
  const persist = vi.fn(async () => true);
  vi.stubGlobal('navigator', { storage: { estimate: async () => ({ quota: 1e9, usage: 0 }), persisted: async () => false, persist } });
  return { persist };
}

afterEach(() => vi.unstubAllGlobals());

describe('isNoRoomError', () => {
  it('knows the browser refusing a write for want of room, also wrapped as Dexie passes it on', () => {
    expect(isNoRoomError(quotaError())).toBe(true);
    expect(isNoRoomError(new Dexie.AbortError('Transaction aborted', quotaError()))).toBe(true);
    expect(isNoRoomError(new Error('aborted', { cause: quotaError() }))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isNoRoomError(new DOMException('gone', 'InvalidStateError'))).toBe(false);
    expect(isNoRoomError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isNoRoomError(null)).toBe(false);
    expect(isNoRoomError('QuotaExceededError')).toBe(false);
  });
});

describe('keepPhotosRoom', () => {
  it('answers NoRoomForPhotos when the write is refused for want of room after the estimate let it through', async () => {
    const { persist } = roomyStorage();
    await expect(keepPhotosRoom([photo], () => Promise.reject(new Dexie.AbortError('Transaction aborted', quotaError())))).rejects.toBeInstanceOf(
      NoRoomForPhotos,
    );
    expect(persist).not.toHaveBeenCalled();
  });

  it('passes on any other failure, and a refusal for room of a post without photos, as they are', async () => {
    roomyStorage();
    const other = new Error('broken');
    await expect(keepPhotosRoom([photo], () => Promise.reject(other))).rejects.toBe(other);
    const full = quotaError();
    await expect(keepPhotosRoom([], () => Promise.reject(full))).rejects.toBe(full);
  });

  it('queues when there is room, then asks the browser to keep the photos', async () => {
    const { persist } = roomyStorage();
    const queue = vi.fn(async () => undefined);
    await keepPhotosRoom([photo], queue);
    expect(queue).toHaveBeenCalledOnce();
    expect(persist).toHaveBeenCalledOnce();
  });
});
