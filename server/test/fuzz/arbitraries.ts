import fc from 'fast-check';
import sharp from 'sharp';
import type { InjectOptions } from 'fastify';
import { multipartBody, type FilePart } from '../support/multipart.ts';

/** Text of every kind: ASCII, any Unicode (lone surrogates too), and the characters that break naive code. */
export const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom('\u0000', '%', '_', '\\', "'", '"', '<', '/', '.', ' ', '\n', 'é', '🐾', '\ud800') }),
  fc.constantFrom('', ' ', 'null', 'undefined', '__proto__', 'constructor', '0', '-1', '1e309', 'a'.repeat(5000)),
);

/** encodeURIComponent, with lone surrogates (which it refuses) made U+FFFD first. */
export const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

export type Fields = Record<string, string>;

/**
 * A valid input with one or two fields changed: dropped, replaced by any text
 * or JSON, or with text (often a NUL) added. Mostly-valid inputs get past
 * validation and reach the handler and the database, where random ones would not.
 */
const change = fc.oneof(
  fc.constant({ kind: 'drop' as const, value: undefined as unknown }),
  anyText.map((value) => ({ kind: 'replace' as const, value: value as unknown })),
  anyText.map((value) => ({ kind: 'replace' as const, value: value as unknown })),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'replace' as const, value: value as unknown })),
  anyText.map((value) => ({ kind: 'append' as const, value: value as unknown })),
  fc.constantFrom('\u0000', '%00', '\ud800', "'; --").map((value) => ({ kind: 'append' as const, value: value as unknown })),
);

export const mutated = (base: () => Fields) =>
  fc
    .tuple(fc.array(fc.tuple(fc.nat(), change), { maxLength: 2 }), fc.dictionary(fc.string(), anyText, { maxKeys: 2 }))
    .map(([changes, extra]) => () => {
      const result: Record<string, unknown> = { ...base() };
      const keys = Object.keys(result);
      for (const [index, { kind, value }] of keys.length > 0 ? changes : []) {
        const key = keys[index % keys.length]!;
        if (kind === 'drop') delete result[key];
        else if (kind === 'replace') result[key] = value;
        else result[key] = `${String(result[key] ?? '')}${String(value)}`;
      }
      return { ...extra, ...result };
    });

/** A request body: a mutated JSON object, any JSON, broken JSON, another content type, or none. */
export const rawBody = (base: () => Fields): fc.Arbitrary<() => Pick<InjectOptions, 'payload' | 'headers'>> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: mutated(base).map((make) => () => ({ payload: JSON.stringify(make()), headers: { 'content-type': 'application/json' } })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .map((value) => () => ({ payload: JSON.stringify(value), headers: { 'content-type': 'application/json' } })),
    },
    { weight: 1, arbitrary: anyText.map((text) => () => ({ payload: text, headers: { 'content-type': 'application/json' } })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
            'application/json; charset=latin1',
            '',
          ),
          anyText,
        )
        .map(([type, text]) => () => ({ payload: text, headers: type ? { 'content-type': type } : {} })),
    },
    { weight: 1, arbitrary: fc.constant(() => ({})) },
  );

/** A query string: the route's own keys mutated, repeated keys, or badly encoded text. */
export const queryString = (base: () => Fields) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(mutated(base), fc.boolean()).map(([make, repeat]) => () => {
        const pairs = Object.entries(make()).map(
          ([key, value]) => `${encode(key)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
        );
        return (repeat ? [...pairs, ...pairs] : pairs).join('&');
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '%',
          '%E0%A4%A',
          'a=%zz',
          '&&&',
          '=',
          'limit=1e3',
          'before=00000000-0000-0000-0000-000000000000',
          'q[]=a',
          'q[a]=b',
          'q=%00',
          'lang=%00',
        )
        .map((text) => () => text),
    },
  );

/** A path segment: ids, near-ids, traversal attempts and random text. */
export const pathParam = fc.oneof(
  fc.uuid(),
  anyText.map(encode),
  fc.constantFrom('me', '..', '%2e%2e', '%00', '%', '%E0%A4%A', 'a'.repeat(400), 'EG', 'eg', 'ZZ', `${'0'.repeat(32)}.webp`),
);

const tinyPng = sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
  .png()
  .toBuffer();

const fileName = (known: readonly string[]) => (known.length > 0 ? fc.oneof(fc.constantFrom(...known), fc.string()) : fc.string());

/** A multipart form: the route's fields mutated (as text), and files with random names, types and bytes (sometimes a real image). */
export const multipartForm = (base: () => Fields, fileFields: readonly string[]) =>
  fc
    .tuple(
      mutated(base),
      fc.array(
        fc.record({
          field: fileName(fileFields),
          filename: fc.oneof(fc.string(), fc.constantFrom('a.png', 'a.jpg', '../../x.png', '')),
          content: fc.oneof(
            fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
            fc.constant(null),
          ),
          type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream'),
        }),
        { maxLength: 3 },
      ),
    )
    .map(([make, files]) => async () => {
      const fields: Fields = {};
      for (const [key, value] of Object.entries(make())) fields[key] = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
      const png = await tinyPng;
      const parts: FilePart[] = files.map((file) => ({ ...file, content: file.content ?? png }));
      return multipartBody(fields, parts);
    });

/** Bytes sent as multipart that are not a well-formed form. */
export const brokenMultipart = fc
  .tuple(
    fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary='),
    fc.uint8Array({ maxLength: 300 }),
  )
  .map(([type, bytes]) => () => ({ payload: Buffer.from(bytes), headers: { 'content-type': type } }));

/** Sometimes an Idempotency-Key, of any printable length (empty and over-long too). */
export const idempotencyHeader = fc.option(fc.oneof(fc.uuid(), fc.string({ unit: fc.constantFrom('a', 'b', '-', ' ', '1'), maxLength: 300 })), {
  nil: undefined,
});

/** Fuzz runs per route; kept moderate so the whole server suite stays quick. */
export const runs = Number(process.env.FUZZ_RUNS ?? 40);
