import { messages as m } from '#contract/messages.ts';

/** An error whose status and text are meant for the caller (answered as `{ message, errors? }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = m.invalidInput, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message: string = m.notSignedIn) => new HttpError(401, message);
export const forbidden = (message: string = m.forbidden) => new HttpError(403, message);
export const notFound = (message: string = m.notFound) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const payloadTooLarge = (message: string = m.payloadTooLarge) => new HttpError(413, message);
export const unsupportedMedia = (message: string = m.imageTypeUnsupported) => new HttpError(415, message);

/** What a 503 asks the caller to wait before trying again: a database restart or a process being replaced takes about this long. */
export const retryAfterSeconds = 5;
export const serviceUnavailable = () => new HttpError(503, m.serviceUnavailable);

/** The row, or a 404 with the message when there is none. */
export function foundOr404<T>(row: T | null, message?: string): T {
  if (row === null) throw notFound(message);
  return row;
}
