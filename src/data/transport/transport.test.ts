import { describe, expect, it, vi } from 'vitest';
import { CallError, failureOf } from './call-failure.ts';
import { readSentCall, type SentCall } from './sent-call.ts';
import { createTransport, type TransportConfig } from './transport.ts';

const baseUrl = 'https://pawpals.test';

/** A network that answers every call with `respond`, keeping what was sent and where. */
function fakeFetch(respond: (sent: SentCall) => Response | Promise<Response>) {
  const sent: SentCall[] = [];
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readSentCall(input, init);
    sent.push(call);
    urls.push(input instanceof Request ? input.url : String(input));
    return respond(call);
  }) as typeof fetch;
  return { fetcher, sent, urls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (sent: SentCall, name: string) => sent.headers.get(name);

function transportWith(fetcher: typeof fetch, token: TransportConfig['token'] = () => 'tok-1') {
  const config = { token, onRevoked: vi.fn(), onReachable: vi.fn(), onUnreachable: vi.fn() };
  return { transport: createTransport({ ...config, fetch: fetcher, baseUrl }), config };
}

describe('request', () => {
  it('reads the token when the call is sent and adds the idempotency key, JSON body and query', async () => {
    const { fetcher, sent, urls } = fakeFetch(() => json(201, { ok: true }));
    let token = 'old';
    const { transport } = transportWith(fetcher, () => token);
    token = 'new';
    const answer = await transport.request<{ ok: boolean }>({
      method: 'POST',
      path: '/api/x',
      searchParams: { limit: 5, q: 'a b' },
      json: { n: 1 },
      idempotencyKey: 'key-1',
    });
    expect(answer).toMatchObject({ status: 201, data: { ok: true } });
    expect(urls[0]).toBe('https://pawpals.test/api/x?limit=5&q=a+b');
    expect(sent[0]!.path).toBe('/api/x?limit=5&q=a+b');
    expect(sent[0]!.method).toBe('POST');
    expect(header(sent[0]!, 'authorization')).toBe('Bearer new');
    expect(header(sent[0]!, 'idempotency-key')).toBe('key-1');
    expect(header(sent[0]!, 'content-type')).toBe('application/json');
    expect(sent[0]!.body).toBe('{"n":1}');
  });

  it('keeps a query already in the path next to the search params', async () => {
    const { fetcher, sent } = fakeFetch(() => json(200, {}));
    const { transport } = transportWith(fetcher);
    await transport.request({ method: 'GET', path: '/api/x?a=1', searchParams: { b: 2 } });
    await transport.request({ method: 'GET', path: '/api/y?a=1' });
    expect(sent.map((call) => call.path)).toEqual(['/api/x?a=1&b=2', '/api/y?a=1']);
  });

  it('resolves paths against the origin it runs on when given no base', async () => {
    vi.stubGlobal('location', new URL('https://app.pawpals.test/feed'));
    try {
      const { fetcher, urls } = fakeFetch(() => json(200, {}));
      await createTransport({ token: () => null, onRevoked: () => undefined, fetch: fetcher }).request({ method: 'GET', path: '/api/me' });
      expect(urls).toEqual(['https://app.pawpals.test/api/me']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends a token given for the call instead of the session one, and none when told null or signed out', async () => {
    const { fetcher, sent } = fakeFetch(() => new Response(null, { status: 204 }));
    const { transport } = transportWith(fetcher);
    await transport.request({ method: 'POST', path: '/a', token: 'revoking' });
    await transport.request({ method: 'GET', path: '/b', token: null });
    expect(header(sent[0]!, 'authorization')).toBe('Bearer revoking');
    expect(header(sent[1]!, 'authorization')).toBeNull();
    expect(header(sent[1]!, 'idempotency-key')).toBeNull();
    expect(sent[1]!.body).toBeNull();
  });

  it('turns an error answer into one failure with the server message and field errors', async () => {
    const { fetcher } = fakeFetch(() => json(400, { message: 'Validation failed', errors: { title: 'Too long' } }));
    const { transport, config } = transportWith(fetcher);
    const error: unknown = await transport.request({ method: 'POST', path: '/p' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CallError);
    expect(failureOf(error)).toEqual({ kind: 'http', status: 400, message: 'Validation failed', errors: { title: 'Too long' } });
    expect(config.onReachable).toHaveBeenCalledTimes(1);
    expect(config.onRevoked).not.toHaveBeenCalled();
  });

  it('keeps the status of an answer that is not JSON', async () => {
    const { fetcher } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const { transport, config } = transportWith(fetcher);
    const error = await transport.request({ method: 'GET', path: '/p' }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toEqual({ kind: 'http', status: 502, message: null, errors: {} });
    expect(config.onReachable).not.toHaveBeenCalled();
  });

  it('calls a 401 on a call that carried a token a revoked session, and only then', async () => {
    const { fetcher } = fakeFetch(() => json(401, { message: 'Unauthorized' }));
    const { transport, config } = transportWith(fetcher);
    await expect(transport.request({ method: 'GET', path: '/me' })).rejects.toBeInstanceOf(CallError);
    expect(config.onRevoked).toHaveBeenCalledWith('tok-1');
    config.onRevoked.mockClear();
    await expect(transport.request({ method: 'POST', path: '/login', token: null })).rejects.toBeInstanceOf(CallError);
    expect(config.onRevoked).not.toHaveBeenCalled();
  });

  it('tells a network failure (no answer) apart from an HTTP one', async () => {
    const { fetcher } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { transport, config } = transportWith(fetcher);
    const error = await transport.request({ method: 'GET', path: '/p' }).catch((caught: unknown) => caught);
    expect(failureOf(error)).toEqual({ kind: 'network', status: null, message: null, errors: {} });
    expect(config.onUnreachable).toHaveBeenCalledTimes(1);
    expect(config.onReachable).not.toHaveBeenCalled();
  });

  it('gives up on a server that does not answer in time, as no answer', async () => {
    const hang = ((input: RequestInfo | URL, init?: RequestInit) => {
      const signal = input instanceof Request ? input.signal : init?.signal;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
    }) as typeof fetch;
    const transport = createTransport({ token: () => null, onRevoked: () => undefined, fetch: hang, timeoutMs: 20, baseUrl });
    expect(failureOf(await transport.request({ method: 'GET', path: '/slow' }).catch((caught: unknown) => caught)).kind).toBe('network');
  });

  it('answers null for an empty body', async () => {
    const { fetcher } = fakeFetch(() => new Response(null, { status: 204 }));
    const { transport } = transportWith(fetcher);
    expect((await transport.request({ method: 'DELETE', path: '/x' })).data).toBeNull();
  });
});

/** Enough of XMLHttpRequest for the transport; `finish` plays the server's side. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function uploadTransport() {
  const config = { token: () => 'tok-1', onRevoked: vi.fn(), onUnreachable: vi.fn() };
  const transport = createTransport({ ...config, createXhr: () => new FakeXhr() as unknown as XMLHttpRequest });
  return { transport, config };
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload', () => {
  it('sends the form with token and key, reports progress up to 1 and answers the parsed body', async () => {
    const { transport } = uploadTransport();
    const form = new FormData();
    form.set('title', 'Hi');
    const progress: number[] = [];
    const done = transport.upload<{ _id: string }>({
      method: 'POST',
      path: '/api/posts/add_post',
      form,
      idempotencyKey: 'form-key',
      onProgress: (f) => progress.push(f),
    });
    await nextTick();
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['POST', '/api/posts/add_post']);
    expect(xhr.headers).toEqual({ authorization: 'Bearer tok-1', 'idempotency-key': 'form-key' });
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.finish(201, { _id: 'p1' });
    expect(await done).toEqual({ _id: 'p1' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('gives each call without a key a fresh one', async () => {
    const { transport } = uploadTransport();
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const done = transport.upload({ method: 'PUT', path: '/u', form: new FormData() });
      await nextTick();
      keys.push(FakeXhr.last.headers['idempotency-key']!);
      FakeXhr.last.finish(200, {});
      await done;
    }
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('fails like a fetch call: HTTP failures parsed, 401 revokes, no answer is a network failure', async () => {
    const { transport, config } = uploadTransport();
    const refused = transport.upload({ method: 'POST', path: '/u', form: new FormData() }).catch((caught: unknown) => caught);
    await nextTick();
    FakeXhr.last.finish(413, { message: 'Too large' });
    expect(failureOf(await refused)).toEqual({ kind: 'http', status: 413, message: 'Too large', errors: {} });

    const revoked = transport.upload({ method: 'POST', path: '/u', form: new FormData() }).catch((caught: unknown) => caught);
    await nextTick();
    FakeXhr.last.finish(401, { message: 'Unauthorized' });
    expect(failureOf(await revoked).status).toBe(401);
    expect(config.onRevoked).toHaveBeenCalledWith('tok-1');

    const lost = transport.upload({ method: 'POST', path: '/u', form: new FormData() }).catch((caught: unknown) => caught);
    await nextTick();
    FakeXhr.last.onerror?.();
    expect(failureOf(await lost).kind).toBe('network');
    expect(config.onUnreachable).toHaveBeenCalledTimes(1);
  });
});
