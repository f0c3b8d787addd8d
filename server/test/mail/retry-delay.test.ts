import { expect, it } from 'vitest';
import { defaultRetryPolicy, retryDelay } from '../../src/services/mail/retry.ts';

it('waits 30 s after a first failure, doubling up to an hour, and keeps trying for three days', () => {
  const minutes = (attempts: number) => retryDelay(defaultRetryPolicy, attempts) / 60_000;
  expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map(minutes)).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  let waited = 0;
  let attempts = 0;
  while (waited + retryDelay(defaultRetryPolicy, attempts + 1) <= defaultRetryPolicy.giveUpAfterMs) {
    attempts += 1;
    waited += retryDelay(defaultRetryPolicy, attempts);
  }
  console.log(`a mail that never goes through is tried ${attempts + 1} times over ${(waited / 3_600_000).toFixed(1)} hours`);
  expect(waited).toBeGreaterThan(24 * 60 * 60_000);
});
