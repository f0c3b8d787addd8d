import { limits } from '@/contract/limits.ts';

/** Retry delays: 2 s, 4 s, 8 s … capped at 5 minutes, with up to 20% jitter so tabs and devices do not retry in step. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(2_000 * 2 ** Math.max(0, attempts - 1), 5 * 60_000);
  return Math.round(base * (1 + random() * 0.2));
}

/** After this long a row that still fails is shown as failed, with retry and discard (before the server forgets its key). */
export const giveUpAfterMs = limits.outboxGiveUpDays * 24 * 60 * 60_000;
