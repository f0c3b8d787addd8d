import { createParticleScene, type ParticleScene } from './particle-scene.ts';

/** The particle drawing off the page's main thread: the page sends the canvas once, then calls. */
export type ParticleWorkerMessage =
  | { canvas: OffscreenCanvas }
  | { call: Exclude<keyof ParticleScene, 'stop'>; args: [number, number, number] | [string] | [boolean] };

let scene: ParticleScene | null = null;

self.onmessage = ({ data }: MessageEvent<ParticleWorkerMessage>) => {
  if ('canvas' in data) scene = createParticleScene(data.canvas);
  else (scene?.[data.call] as ((...args: unknown[]) => void) | undefined)?.(...data.args);
};
