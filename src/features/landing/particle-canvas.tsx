import { useEffect, useRef } from 'react';
import { createParticles, particleLinks, stepParticles, type Particle } from './particles.ts';
import * as css from './hero.css.ts';

/** Starts after the first paint, pauses while the tab is hidden, and stays still for reduced motion. */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let particles: Particle[] = [];
    let frame = 0;
    let width = 0;
    let height = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(width, height);
    };

    const draw = () => {
      const color = getComputedStyle(canvas).color;
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      context.strokeStyle = color;
      for (const { a, b, alpha } of particleLinks(particles)) {
        context.globalAlpha = alpha * 0.35;
        context.beginPath();
        context.moveTo(a.x, a.y);
        context.lineTo(b.x, b.y);
        context.stroke();
      }
      context.globalAlpha = 0.6;
      for (const p of particles) {
        context.beginPath();
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        context.fill();
      }
    };

    const tick = () => {
      stepParticles(particles, width, height);
      draw();
      frame = requestAnimationFrame(tick);
    };

    const start = () => {
      cancelAnimationFrame(frame);
      if (document.hidden) return;
      if (reduced.matches) draw();
      else frame = requestAnimationFrame(tick);
    };
    const onVisibility = () => (document.hidden ? cancelAnimationFrame(frame) : start());
    const onResize = () => {
      resize();
      start();
    };

    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const handle = idle(() => {
      resize();
      start();
    });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('resize', onResize);
    reduced.addEventListener('change', start);
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onResize);
      reduced.removeEventListener('change', start);
    };
  }, []);

  return <canvas ref={canvasRef} className={css.canvas} aria-hidden="true" data-testid="particles" />;
}
