import { describe, expect, it } from 'vitest';
import { createParticles, linkDistance, mostLinks, particleLinks, stepParticles, type Particle } from './particles.ts';

/** A fixed sequence, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const pairs = (links: ReturnType<typeof particleLinks>, particles: Particle[]) =>
  links.map(({ a, b }) => [particles.indexOf(a), particles.indexOf(b)].sort((x, y) => x - y).join('-')).sort();

describe('particles', () => {
  it('makes 50 particles inside a desktop hero, fewer on a phone', () => {
    const particles = createParticles(1280, 640);
    expect(particles).toHaveLength(50);
    for (const p of particles) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(1280);
    }
    expect(createParticles(375, 560).length).toBeLessThan(20);
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

  it('finds through its cells exactly the pairs a comparison of every pair finds', () => {
    const particles = createParticles(1280, 640, seeded(7));
    const everyPair: string[] = [];
    particles.forEach((a, i) => {
      particles.slice(i + 1).forEach((b, k) => {
        if (Math.hypot(a.x - b.x, a.y - b.y) < linkDistance) everyPair.push(`${i}-${i + 1 + k}`);
      });
    });
    expect(everyPair.length).toBeGreaterThan(10);
    expect(pairs(particleLinks(particles), particles)).toEqual(everyPair.sort());
  });

  it('keeps the nearest links when too many are close together', () => {
    const particles = createParticles(100, 100, seeded(3), 40);
    const links = particleLinks(particles, 20);
    expect(links).toHaveLength(20);
    const weakestKept = Math.min(...links.map((link) => link.alpha));
    const all = particleLinks(particles, Infinity);
    expect(all.length).toBeGreaterThan(mostLinks / 2);
    expect(all.filter((link) => link.alpha > weakestKept).length).toBeLessThanOrEqual(20);
  });

  it('bounces off the edges', () => {
    const p = { x: 799.9, y: 10, vx: 1, vy: 0, r: 1 };
    stepParticles([p], 800, 600);
    expect(p.vx).toBe(-1);
    expect(p.x).toBeLessThanOrEqual(800);
  });

  it('moves in proportion to the time between frames', () => {
    const p = { x: 10, y: 10, vx: 0.2, vy: 0, r: 1 };
    stepParticles([p], 800, 600, 2);
    expect(p.x).toBeCloseTo(10.4);
  });
});
