import toast from 'react-hot-toast';
import { NoRoomForPhotos } from '@/data/posts/offline-post.ts';

/** What a form says once it tried to keep a change on the device: kept, no room for its photos, or not kept. */
export interface KeepOfflineTexts {
  kept: string;
  noRoom: string;
  failed: string;
}

/** Queues a change made offline and says how it went; true when it is kept (the form may then close), false when what was typed must stay. */
export async function keepOffline(queue: () => Promise<unknown>, texts: KeepOfflineTexts): Promise<boolean> {
  try {
    await queue();
  } catch (error) {
    toast.error(error instanceof NoRoomForPhotos ? texts.noRoom : texts.failed);
    return false;
  }
  toast.success(texts.kept);
  return true;
}
