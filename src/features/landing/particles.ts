/**
 * The landing background: up to 50 particles, linked when closer than 150 px.
 * A small screen gets fewer, at the same density, so a phone does a fraction of the work.
 */
export const particleCount = 50;
export const linkDistance = 150;
/** The area each particle has to itself: a 1280 × 600 hero holds all 50. */
const areaPerParticle = 15_000;
const fewestParticles = 12;
/** Links drawn at most, nearest first; an even spread stays well under it. */
export const mostLinks = particleCount * 4;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export interface Link {
  a: Particle;
  b: Particle;
  alpha: number;
}

export function particleCountFor(width: number, height: number): number {
  return Math.max(fewestParticles, Math.min(particleCount, Math.round((width * height) / areaPerParticle)));
}

export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
  count = particleCountFor(width, height),
): Particle[] {
  return Array.from({ length: count }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.4,
    vy: (random() - 0.5) * 0.4,
    r: 1.5 + random() * 2,
  }));
}

/** Moves each particle by `frames` sixtieths of a second and bounces it off the edges. */
export function stepParticles(particles: Particle[], width: number, height: number, frames = 1): void {
  for (const p of particles) {
    p.x += p.vx * frames;
    p.y += p.vy * frames;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
    p.x = Math.min(Math.max(p.x, 0), width);
    p.y = Math.min(Math.max(p.y, 0), height);
  }
}

/**
 * Pairs closer than the link distance, with an opacity that fades with distance. Particles are
 * sorted into cells one link distance wide, and only neighbouring cells are compared.
 */
export function particleLinks(particles: readonly Particle[], limit = mostLinks): Link[] {
  const cells = new Map<number, Particle[]>();
  const keyOf = (column: number, row: number) => column * 65_536 + row;
  for (const p of particles) {
    const key = keyOf(Math.floor(p.x / linkDistance), Math.floor(p.y / linkDistance));
    const cell = cells.get(key);
    if (cell) cell.push(p);
    else cells.set(key, [p]);
  }
  const links: Link[] = [];
  const link = (a: Particle, b: Particle) => {
    const distance = Math.hypot(a.x - b.x, a.y - b.y);
    if (distance < linkDistance) links.push({ a, b, alpha: 1 - distance / linkDistance });
  };
  for (const [key, cell] of cells) {
    const column = Math.floor(key / 65_536);
    const row = key - column * 65_536;
    for (let i = 0; i < cell.length; i++) {
      for (let j = i + 1; j < cell.length; j++) link(cell[i]!, cell[j]!);
    }
    // Half of the eight neighbours, so each pair of cells is compared once.
    for (const [dc, dr] of [
      [1, 0],
      [-1, 1],
      [0, 1],
      [1, 1],
    ] as const) {
      const other = cells.get(keyOf(column + dc, row + dr));
      if (!other) continue;
      for (const a of cell) for (const b of other) link(a, b);
    }
  }
  if (links.length <= limit) return links;
  return links.sort((x, y) => y.alpha - x.alpha).slice(0, limit);
}
