/** The landing background: 50 particles, linked when closer than 150 px. */
export const particleCount = 50;
export const linkDistance = 150;

export interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export function createParticles(width: number, height: number, random: () => number = Math.random): Particle[] {
  return Array.from({ length: particleCount }, () => ({
    x: random() * width,
    y: random() * height,
    vx: (random() - 0.5) * 0.4,
    vy: (random() - 0.5) * 0.4,
    r: 1.5 + random() * 2,
  }));
}

/** Moves each particle and bounces it off the edges. */
export function stepParticles(particles: Particle[], width: number, height: number): void {
  for (const p of particles) {
    p.x += p.vx;
    p.y += p.vy;
    if (p.x < 0 || p.x > width) p.vx = -p.vx;
    if (p.y < 0 || p.y > height) p.vy = -p.vy;
    p.x = Math.min(Math.max(p.x, 0), width);
    p.y = Math.min(Math.max(p.y, 0), height);
  }
}

/** Pairs closer than the link distance, with an opacity that fades with distance. */
export function particleLinks(particles: readonly Particle[]): { a: Particle; b: Particle; alpha: number }[] {
  const links: { a: Particle; b: Particle; alpha: number }[] = [];
  for (let i = 0; i < particles.length; i++) {
    for (let j = i + 1; j < particles.length; j++) {
      const a = particles[i]!;
      const b = particles[j]!;
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      if (distance < linkDistance) links.push({ a, b, alpha: 1 - distance / linkDistance });
    }
  }
  return links;
}
