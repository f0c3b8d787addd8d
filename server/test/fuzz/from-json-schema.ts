import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema } from '../../src/openapi/json-schema.ts';

/** Stands for a file part of a form: the test sends a real image there. */
export const filePart = Symbol('file part');

/** Characters that break naive code, besides any other; never U+0000, which the document says no text may hold. */
const character = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }).filter((text) => !text.includes('\u0000')) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u3000', 'é', 'ع', '🐾', '%', "'", '<') },
);

/**
 * Values a JSON Schema of the API document allows, for the keywords the
 * document uses: enum, type, pattern and allOf patterns, format, lengths,
 * bounds, items, properties with their required ones and, where the
 * document does not close an object, extra properties; `x-same-as` copies
 * the named sibling. What no generator here guarantees is filtered by
 * `documentAllows` below, so every value drawn is one the document allows.
 */
export function allowedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (typeof schema.contentMediaType === 'string') return fc.constant(filePart);
  switch (schema.type) {
    case 'object':
      return objectOf(schema);
    case 'array':
      return fc.array(allowedValue(schema.items as JsonSchema), { maxLength: Math.min(Number(schema.maxItems ?? 3), 3) });
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) });
    case 'string':
      return stringOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const patterns = [schema.pattern, ...((schema.allOf ?? []) as JsonSchema[]).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === 'string',
  );
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 40), 300);
  const free = fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength, unit: character }) },
    { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') }) },
  );
  if (patterns.length === 0) return schema.format === 'uuid' ? fc.uuid() : free;
  // The first pattern draws, the others (and the lengths) filter: a free string sometimes, so the patterns' edges are tried too.
  return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(new RegExp(patterns[0]!, 'u')) }, { weight: 1, arbitrary: free });
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const requiredKeys = ((schema.required ?? []) as string[]).filter((key) => key in properties);
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, allowedValue(property)])), { requiredKeys });
  const extras =
    schema.additionalProperties === false
      ? fc.constant({})
      : fc.dictionary(
          fc.stringMatching(/^[a-z]{1,8}$/).filter((key) => !(key in properties)),
          fc.string({ maxLength: 20, unit: character }),
          { maxKeys: 2 },
        );
  return fc.tuple(known, extras).map(([values, extra]) => {
    const value: Record<string, unknown> = { ...extra, ...values };
    for (const [key, property] of Object.entries(properties)) {
      const same = property['x-same-as'];
      if (typeof same === 'string' && key in value && same in value) value[key] = value[same];
    }
    return value;
  });
}

/**
 * Whether the document allows a value: JSON Schema 2020-12 with its formats,
 * lengths counted in UTF-16 units as the document says (ajv's `unicode: false`),
 * file parts taken as the binary strings they stand for.
 */
export function documentAllows(schema: JsonSchema): (value: unknown) => boolean {
  const ajv = new Ajv2020({ strict: false, unicode: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  const asJson = (value: unknown): unknown => {
    if (value === filePart) return '';
    if (Array.isArray(value)) return value.map(asJson);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, asJson(child)]));
    return value;
  };
  return (value) => validate(asJson(value));
}
