import ky, { HTTPError } from 'ky';
import type { ApiError } from '@/contract/entities.ts';
import { currentToken, expireSession } from './session.ts';

/** Same-origin client: the Bearer token is read at send time; a 401 on an authenticated call signs out. */
export const http = ky.create({
  retry: 0,
  timeout: 20_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = currentToken();
        if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('authorization')) void expireSession();
      },
    ],
  },
});

/** What a failed call tells the user: the HTTP status and the server's message, or nothing when offline. */
export interface CallFailure {
  status: number | null;
  message: string | null;
  errors: Record<string, string>;
}

export async function describeFailure(error: unknown): Promise<CallFailure> {
  if (error instanceof HTTPError) {
    let body: Partial<ApiError> = {};
    try {
      body = (await error.response.clone().json()) as Partial<ApiError>;
    } catch {
      // Not JSON (a proxy page, say): the status alone has to do.
    }
    return {
      status: error.response.status,
      message: typeof body.message === 'string' ? body.message : null,
      errors: body.errors ?? {},
    };
  }
  return { status: null, message: null, errors: {} };
}
