import ky from 'ky';
import { idempotencyHeader } from '@/contract/paths.ts';
import { CallError, httpFailure, networkFailure } from './call-failure.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportConfig {
  /** The session token, read when each call is sent (never when it was made). */
  token: () => string | null | Promise<string | null>;
  /** A call that carried `token` was answered 401: the server revoked that session. */
  onRevoked: (token: string) => void;
  /** The server answered (below 500): it is reachable. */
  onReachable?: () => void;
  /** No answer came at all. */
  onUnreachable?: () => void;
  fetch?: typeof fetch;
  /** The origin paths are resolved against; the page's or worker's own by default. */
  baseUrl?: string;
  createXhr?: () => XMLHttpRequest;
  timeoutMs?: number;
}

export interface CallRequest {
  method: Method;
  path: string;
  searchParams?: Record<string, string | number>;
  json?: unknown;
  /** A multipart body instead of `json`, sent by fetch (in a worker too), without progress. */
  form?: FormData;
  /** Replaces the session token for this one call (sign-out sends the token it revokes); null sends none. */
  token?: string | null;
  /** The same key on a repeated send lets the server apply it once. */
  idempotencyKey?: string;
}

export interface CallAnswer<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface UploadRequest {
  method: 'POST' | 'PUT';
  path: string;
  form: FormData;
  idempotencyKey?: string;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface Transport {
  request<T>(call: CallRequest): Promise<CallAnswer<T>>;
  /** Multipart through XMLHttpRequest, because fetch cannot report upload progress. */
  upload<T>(call: UploadRequest): Promise<T>;
}

/** Paths resolve against the base here because ky hands fetch a `Request`, which cannot hold a relative URL outside a document. */
function urlFor(path: string, baseUrl: string | undefined): URL {
  const base = baseUrl ?? globalThis.location?.origin;
  if (!base) throw new Error(`No base URL to send ${path} to: give the transport a baseUrl`);
  return new URL(path, base);
}

/** ky's searchParams replace a query already in the path, so both are joined first. */
function queryOf(url: URL, searchParams: CallRequest['searchParams']): URLSearchParams {
  const query = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(searchParams ?? {})) query.append(key, String(value));
  return query;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The one way the app and its service worker talk HTTP: the Bearer token read
 * at send time, the Idempotency-Key header, the 401 rule, and every failure
 * turned into a `CallError` that says whether any answer came.
 */
export function createTransport(config: TransportConfig): Transport {
  const timeoutMs = config.timeoutMs ?? 20_000;
  // Every rule lives here, so ky neither retries nor throws on error statuses; the global fetch is read per call (tests stub it).
  const api = ky.create({
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
    retry: 0,
    throwHttpErrors: false,
    timeout: timeoutMs,
  });

  const tokenFor = async (call: { token?: string | null }) => (call.token !== undefined ? call.token : await config.token());

  function headersFor(token: string | null, idempotencyKey: string | undefined): Record<string, string> {
    return {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(idempotencyKey && { [idempotencyHeader]: idempotencyKey }),
    };
  }

  /** What every answer goes through, whichever carrier brought it. */
  function settle<T>(status: number, bodyText: string, token: string | null): T {
    if (status < 500) config.onReachable?.();
    if (status === 401 && token) config.onRevoked(token);
    if (status >= 200 && status < 300) return parseJson(bodyText) as T;
    throw new CallError(httpFailure(status, bodyText));
  }

  function unreachable(): never {
    config.onUnreachable?.();
    throw new CallError(networkFailure());
  }

  return {
    async request<T>(call: CallRequest): Promise<CallAnswer<T>> {
      const token = await tokenFor(call);
      const url = urlFor(call.path, config.baseUrl);
      let response: Response;
      let bodyText: string;
      try {
        response = await api(url, {
          method: call.method,
          headers: headersFor(token, call.idempotencyKey),
          searchParams: queryOf(url, call.searchParams),
          json: call.json,
          body: call.form,
          // ky's timeout ends at the answer's headers; this signal also bounds reading its body.
          signal: AbortSignal.timeout(timeoutMs),
        });
        bodyText = await response.text();
      } catch {
        return unreachable();
      }
      return { status: response.status, headers: response.headers, data: settle<T>(response.status, bodyText, token) };
    },

    async upload<T>({ method, path, form, idempotencyKey, onProgress }: UploadRequest): Promise<T> {
      const token = await tokenFor({});
      const xhr = config.createXhr?.() ?? new XMLHttpRequest();
      const status = await new Promise<number>((resolve) => {
        xhr.open(method, path);
        for (const [name, value] of Object.entries(headersFor(token, idempotencyKey ?? crypto.randomUUID()))) {
          xhr.setRequestHeader(name, value);
        }
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress?.(event.loaded / event.total);
        };
        xhr.onload = () => resolve(xhr.status);
        xhr.onerror = () => resolve(0);
        xhr.ontimeout = xhr.onerror;
        xhr.onabort = xhr.onerror;
        xhr.send(form);
      });
      if (status === 0) return unreachable();
      const answer = settle<T>(status, xhr.responseText, token);
      onProgress?.(1);
      return answer;
    },
  };
}
