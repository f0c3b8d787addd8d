import { encodePhoto } from './encode-photo.ts';
import type { ResizeAnswer, ResizeRequest } from './prepared-photo.ts';

/** The worker's own scope, as far as it is used (the app's types describe a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ResizeRequest>) => void) | null;
  postMessage: (answer: ResizeAnswer) => void;
};

scope.onmessage = ({ data }) => {
  encodePhoto(data.file).then(
    (photo) => scope.postMessage({ id: data.id, ok: true, photo }),
    () => scope.postMessage({ id: data.id, ok: false }),
  );
};
