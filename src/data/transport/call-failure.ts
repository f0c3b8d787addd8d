import type { ApiError } from '@/contract/entities.ts';

/**
 * What a failed call tells the person and the code that retries: `network`
 * when no answer came (offline, refused, timed out), `http` when the server
 * answered with an error status, its message and per-field errors.
 */
export interface CallFailure {
  kind: 'network' | 'http';
  /** The HTTP status; null when no answer came. */
  status: number | null;
  message: string | null;
  errors: Record<string, string>;
}

/** Every call made through the transport fails with this error, whatever carried it (fetch or XHR). */
export class CallError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message ?? (failure.status === null ? 'No answer from the server' : `HTTP ${failure.status}`));
    this.name = 'CallError';
  }
}

export const networkFailure = (): CallFailure => ({ kind: 'network', status: null, message: null, errors: {} });

/** An error answer's body read as the contract's `{ message, errors }`; another body (a proxy's page) leaves the status alone. */
export function httpFailure(status: number, bodyText: string): CallFailure {
  let body: Partial<ApiError> = {};
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (typeof parsed === 'object' && parsed !== null) body = parsed as Partial<ApiError>;
  } catch {
    // Not JSON: the status alone has to do.
  }
  const errors = typeof body.errors === 'object' && body.errors !== null ? body.errors : {};
  return { kind: 'http', status, message: typeof body.message === 'string' ? body.message : null, errors };
}

/** The failure behind any error a call threw; an error from elsewhere counts as no answer. */
export function failureOf(error: unknown): CallFailure {
  return error instanceof CallError ? error.failure : networkFailure();
}
