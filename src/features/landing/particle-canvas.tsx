import { useEffect, useRef } from 'react';
import { createParticleScene, type ParticleScene } from './particle-scene.ts';
import type { ParticleWorkerMessage } from './particles.worker.ts';
import * as css from './hero.css.ts';

/**
 * The drawing in a worker where the canvas can be handed over (OffscreenCanvas), so the page's
 * main thread never draws a frame; on the page itself otherwise.
 */
function startScene(canvas: HTMLCanvasElement): ParticleScene | null {
  if (!('transferControlToOffscreen' in canvas) || typeof Worker !== 'function') return createParticleScene(canvas);
  const worker = new Worker(new URL('./particles.worker.ts', import.meta.url), { type: 'module', name: 'particles' });
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ canvas: offscreen } satisfies ParticleWorkerMessage, [offscreen]);
  const call = (message: ParticleWorkerMessage) => worker.postMessage(message);
  return {
    resize: (...args) => call({ call: 'resize', args }),
    setColor: (...args) => call({ call: 'setColor', args }),
    setMoving: (...args) => call({ call: 'setMoving', args }),
    stop: () => worker.terminate(),
  };
}

/** Runs once the page has loaded and the browser is idle, so it never competes with the first paint. */
function afterLoadAndIdle(callback: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(callback, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle();
  };
}

/**
 * Starts after load, pauses while the tab is hidden, and stays still for reduced motion. The
 * canvas is made here rather than rendered, since a canvas handed to a worker cannot be reused.
 */
export function ParticleCanvas() {
  const layerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const dark = window.matchMedia('(prefers-color-scheme: dark)');
    const canvas = document.createElement('canvas');
    canvas.className = css.canvas;
    canvas.dataset.testid = 'particles';
    let scene: ParticleScene | null = null;

    const resize = () => scene?.resize(canvas.clientWidth, canvas.clientHeight, window.devicePixelRatio || 1);
    const setColor = () => scene?.setColor(getComputedStyle(canvas).color);
    const setMoving = () => scene?.setMoving(!reduced.matches && !document.hidden);
    const observer = new ResizeObserver(resize);

    const cancelStart = afterLoadAndIdle(() => {
      layer.append(canvas);
      scene = startScene(canvas);
      setColor();
      setMoving();
      // Its first report sizes the canvas and places the particles.
      observer.observe(canvas);
      document.addEventListener('visibilitychange', setMoving);
      reduced.addEventListener('change', setMoving);
      dark.addEventListener('change', setColor);
    });
    return () => {
      cancelStart();
      observer.disconnect();
      scene?.stop();
      canvas.remove();
      document.removeEventListener('visibilitychange', setMoving);
      reduced.removeEventListener('change', setMoving);
      dark.removeEventListener('change', setColor);
    };
  }, []);

  return <div ref={layerRef} className={css.layer} aria-hidden="true" />;
}
