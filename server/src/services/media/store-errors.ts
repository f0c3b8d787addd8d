/**
 * The image store could not be reached or did not answer in time (an S3
 * outage, a network cut): the request did nothing lasting and may be tried
 * again, so it is answered 503 with Retry-After.
 */
export class MediaStoreUnavailable extends Error {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`media store unavailable during ${operation}`, { cause });
  }
}

/** Why a store call failed, in a few words for the log: the error's code or name and its message. */
export function storeFailureReason(error: unknown): string {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const label = typeof code === 'string' ? code : typeof name === 'string' ? name : 'Error';
  return typeof message === 'string' && message !== '' ? `${label}: ${message}` : label;
}

/** The codes of a write refused for want of room: a full disk, or the user's disk quota. */
const noRoomCodes = new Set(['ENOSPC', 'EDQUOT']);

/** Whether an error, or one it wraps, says the disk is full. */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (error === null || typeof error !== 'object' || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (typeof code === 'string' && noRoomCodes.has(code)) || isDiskFull(cause, depth + 1);
}
