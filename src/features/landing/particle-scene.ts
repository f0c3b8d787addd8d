import { createParticles, particleLinks, stepParticles, type Link, type Particle } from './particles.ts';

/** What the page tells the drawing, wherever it runs (a worker or the page itself). */
export interface ParticleScene {
  resize(width: number, height: number, ratio: number): void;
  setColor(color: string): void;
  setMoving(moving: boolean): void;
  stop(): void;
}

/** 30 frames a second: the particles move a fraction of a pixel per frame, so it looks the same for half the work. */
const frameMs = 1000 / 30;
const sixtieth = 1000 / 60;
/** Link opacities are drawn in this many steps, one stroke each, rather than one stroke per link. */
const alphaSteps = 4;

type Canvas = HTMLCanvasElement | OffscreenCanvas;
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

// Workers in some browsers lack requestAnimationFrame: a timer stands in.
const nextFrame = (callback: (time: number) => void): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(() => callback(performance.now()), frameMs) as unknown as number);
const cancelFrame = (handle: number) => (typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(handle) : clearTimeout(handle));

/** Draws and moves the particles on a canvas; the same code runs in the worker and on the page. */
export function createParticleScene(canvas: Canvas): ParticleScene | null {
  const context = canvas.getContext('2d') as Context | null;
  if (!context) return null;
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let color = 'currentColor';
  let moving = false;
  let frame = 0;
  let last = 0;

  const draw = () => {
    context.clearRect(0, 0, width, height);
    context.strokeStyle = color;
    context.fillStyle = color;
    const steps: Link[][] = Array.from({ length: alphaSteps }, () => []);
    for (const link of particleLinks(particles)) steps[Math.min(alphaSteps - 1, Math.floor(link.alpha * alphaSteps))]!.push(link);
    steps.forEach((links, step) => {
      if (links.length === 0) return;
      context.globalAlpha = ((step + 0.5) / alphaSteps) * 0.35;
      context.beginPath();
      for (const { a, b } of links) {
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
      }
      context.stroke();
    });
    context.globalAlpha = 0.6;
    context.beginPath();
    for (const p of particles) {
      context.moveTo(p.x + p.r, p.y);
      context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
    }
    context.fill();
  };

  const tick = (time: number) => {
    frame = nextFrame(tick);
    if (time - last < frameMs - 1) return;
    const frames = last ? Math.min((time - last) / sixtieth, 4) : 1;
    last = time;
    stepParticles(particles, width, height, frames);
    draw();
  };

  const run = () => {
    cancelFrame(frame);
    last = 0;
    draw();
    if (moving) frame = nextFrame(tick);
  };

  return {
    resize(newWidth, newHeight, ratio) {
      width = newWidth;
      height = newHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(width, height);
      run();
    },
    setColor(newColor) {
      color = newColor;
      if (!moving) draw();
    },
    setMoving(newMoving) {
      moving = newMoving;
      run();
    },
    stop() {
      moving = false;
      cancelFrame(frame);
    },
  };
}
