import { describe, expect, it } from 'vitest';
import { limits } from './limits.ts';

describe('idempotency retention', () => {
  it('lets the app give up on a change before the server forgets its key, with a day to spare at least', () => {
    expect(limits.outboxGiveUpDays).toBeGreaterThan(0);
    expect(limits.idempotencyKeyDays - limits.outboxGiveUpDays).toBeGreaterThanOrEqual(1);
  });
});
