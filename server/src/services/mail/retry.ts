export interface RetryPolicy {
  /** The wait after the first failed attempt; it doubles after each further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** A mail still failing this long after it was queued is given up on. */
  giveUpAfterMs: number;
}

/** 30 s, 1 min, 2 min, … then hourly, for three days: an SMTP server down for a night loses nothing. */
export const defaultRetryPolicy: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000, giveUpAfterMs: 3 * 24 * 60 * 60_000 };

/** How long to wait after `attempts` failed attempts. */
export const retryDelay = (policy: RetryPolicy, attempts: number): number => Math.min(policy.baseMs * 2 ** Math.max(0, attempts - 1), policy.maxMs);
