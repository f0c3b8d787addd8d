import type { ApiError } from '@/contract/entities.ts';
import { idempotencyHeader } from '@/contract/paths.ts';
import { describeFailure, type CallFailure } from './http.ts';
import { currentToken, expireSession } from './session.ts';

/** A refused or failed upload, carrying what `describeFailure` gives for ky calls. */
export class UploadError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message ?? `Upload failed (${failure.status ?? 'network'})`);
  }
}

export interface UploadOptions {
  method: 'POST' | 'PUT';
  path: string;
  form: FormData;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

function failureOf(xhr: XMLHttpRequest): CallFailure {
  let body: Partial<ApiError> = {};
  try {
    body = JSON.parse(xhr.responseText) as Partial<ApiError>;
  } catch {
    // Not JSON: the status alone has to do.
  }
  return { status: xhr.status, message: typeof body.message === 'string' ? body.message : null, errors: body.errors ?? {} };
}

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload
 * progress. One Idempotency-Key per call, so a retried send is not applied twice.
 */
export function upload<T>({ method, path, form, onProgress }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    const token = currentToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader(idempotencyHeader, crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          resolve(undefined as T);
        }
        return;
      }
      if (xhr.status === 401 && token) void expireSession();
      reject(new UploadError(failureOf(xhr)));
    };
    xhr.onerror = () => reject(new UploadError({ status: null, message: null, errors: {} }));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

/** What a failed call tells the user, for ky calls and uploads alike. */
export async function failureOfCall(error: unknown): Promise<CallFailure> {
  return error instanceof UploadError ? error.failure : describeFailure(error);
}
