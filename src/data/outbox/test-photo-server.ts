import { readSentCall, type SentCall } from '../transport/sent-call.ts';

/** For tests: an answer of `status` with `body` as JSON. */
export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a row that uploads its photos ahead sends once they are up. */
export interface SentPhotos {
  mediaIds: string[];
  alts: string[];
}

export interface PhotoServerOptions {
  /** The media id answered to upload number `n` (counted from 1). */
  mediaId: (n: number) => string;
  /** The upload (counted from 1) on which the connection is lost. */
  drop?: number;
  /** The row's own call answers 201 with this, built from what it sent. */
  created: (sent: SentPhotos) => unknown;
  /** Answers the row's own call instead. */
  answer?: ((call: SentCall) => Response) | undefined;
}

/** For tests: the server's side of a row with photos, `POST /api/media` first, then the row's call; every call is recorded. */
export function photoServer(options: PhotoServerOptions) {
  const calls: SentCall[] = [];
  let uploads = 0;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readSentCall(input, init);
    calls.push(call);
    if (call.path === '/api/media') {
      uploads += 1;
      if (uploads === options.drop) throw new TypeError('Failed to fetch');
      const id = options.mediaId(uploads);
      return jsonAnswer(201, { id, url: `/media/${id}.jpg`, width: 2048, height: 1536 });
    }
    return options.answer?.(call) ?? jsonAnswer(201, options.created(JSON.parse(call.body ?? '{}') as SentPhotos));
  }) as typeof fetch;
  return { fetcher, calls };
}
