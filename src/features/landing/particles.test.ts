import { describe, expect, it } from 'vitest';
import { createParticles, linkDistance, particleLinks, stepParticles } from './particles.ts';

describe('particles', () => {
  it('makes 50 particles inside the area', () => {
    const particles = createParticles(800, 600);
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(800);
    }
  });

  it('links only pairs under 150 px apart', () => {
    const base = { vx: 0, vy: 0, r: 1 };
    const links = particleLinks([
      { x: 0, y: 0, ...base },
      { x: linkDistance - 1, y: 0, ...base },
      { x: 0, y: linkDistance + 300, ...base },
    ]);
    expect(links).toHaveLength(1);
    expect(links[0]!.alpha).toBeGreaterThan(0);
  });

  it('bounces off the edges', () => {
    const p = { x: 799.9, y: 10, vx: 1, vy: 0, r: 1 };
    stepParticles([p], 800, 600);
    expect(p.vx).toBe(-1);
    expect(p.x).toBeLessThanOrEqual(800);
  });
});
