import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime } from './format-time.ts';

const zone = process.env.TZ;
afterAll(() => {
  process.env.TZ = zone;
});

describe('formatDateTime', () => {
  it('gives the day and the time in the browser zone, in the active language', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(formatDateTime('2025-06-01T09:00:00Z', 'en')).toBe('Jun 1, 2025, 2:30 PM');
    expect(formatDateTime('2025-06-01T09:00:00Z', 'ar')).toMatch(/يونيو/);
  });

  it('returns nothing for a bad date', () => {
    expect(formatDateTime('nope', 'en')).toBe('');
  });
});
