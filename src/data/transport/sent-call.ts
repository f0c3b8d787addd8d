/** What a fetch stand-in in a test was asked to send. */
export interface SentCall {
  /** Path and query, without the origin the transport resolved them against. */
  path: string;
  method: string;
  headers: Headers;
  body: string | null;
}

const anyOrigin = 'http://origin.invalid';

/** The path and query of a fetch call, whether it got a `Request` (as ky sends) or a URL. */
export function sentPath(input: RequestInfo | URL): string {
  const url = new URL(input instanceof Request ? input.url : String(input), anyOrigin);
  return url.pathname + url.search;
}

/** Reads a fetch call the same way whether it got a `Request` (as ky sends) or a URL and init. */
export async function readSentCall(input: RequestInfo | URL, init?: RequestInit): Promise<SentCall> {
  if (input instanceof Request) {
    return { path: sentPath(input), method: input.method, headers: input.headers, body: input.body === null ? null : await input.text() };
  }
  const body = init?.body;
  return {
    path: sentPath(input),
    method: init?.method ?? 'GET',
    headers: new Headers(init?.headers),
    body: body === undefined || body === null ? null : await new Response(body).text(),
  };
}
