import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@/contract/entities.ts';
import { inListOrder } from './account-sessions.ts';

const session = (id: string, lastUsedAt: string, current = false): AccountSession => ({
  id,
  current,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt,
  userAgent: '',
});

describe('inListOrder', () => {
  it('puts this device first, then the others by last use, newest first', () => {
    const sessions = [
      session('old', '2026-02-01T00:00:00.000Z'),
      session('here', '2026-01-15T00:00:00.000Z', true),
      session('recent', '2026-03-01T00:00:00.000Z'),
    ];
    expect(inListOrder(sessions).map((s) => s.id)).toEqual(['here', 'recent', 'old']);
    expect(sessions[0]!.id).toBe('old');
  });
});
