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
