import { EMAIL_REGEX, UUID_REGEX } from 'valibot';
import type * as v from 'valibot';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig } from '@valibot/to-json-schema';
import { namedAnswers as components } from '#contract/schemas/responses/named.ts';

export type JsonSchema = Record<string, unknown>;

const componentRef = (name: string) => `#/components/schemas/${name}`;

const shared: ConversionConfig = {
  target: 'draft-2020-12',
  // The reference describes what it can: a transform or a cross-field check has no JSON Schema form and is left out.
  errorMode: 'ignore',
  definitions: components,
  overrideRef: ({ referenceId }) => componentRef(referenceId),
  overrideAction: ({ valibotAction, jsonSchema }) => enforcedAction(valibotAction.type, valibotAction, jsonSchema as JsonSchema),
};

/** Marks, while a pipe is converted, a string whose spaces at either end are cut before the checks after `trim`. */
const trimmedMark = 'x-trimmed';

/**
 * What the checks JSON Schema reads differently from valibot enforce: an
 * email and a UUID are valibot's patterns (stricter than `format: email` and
 * `format: uuid`, which allows a `urn:uuid:` prefix), and a length checked
 * after `trim` counts from the first to the last character that is not a space.
 */
function enforcedAction(type: string, action: unknown, json: JsonSchema): JsonSchema | undefined {
  if (type === 'trim') return { ...json, [trimmedMark]: true };
  if (type === 'email') return withPattern(json, EMAIL_REGEX.source);
  // JSON Schema patterns have no flags: valibot's case-insensitive hex digits are spelled out.
  if (type === 'uuid') return withPattern(json, UUID_REGEX.source.replaceAll('a-f', 'a-fA-F'));
  if ((type === 'min_length' || type === 'non_empty') && json[trimmedMark]) {
    const least = type === 'min_length' ? (action as { requirement: number }).requirement : 1;
    return alsoMatching(json, least <= 1 ? '\\S' : `\\S[\\s\\S]{${least - 2},}\\S`);
  }
  return undefined;
}

const withPattern = (json: JsonSchema, pattern: string): JsonSchema =>
  json.pattern === undefined ? { ...json, pattern } : alsoMatching(json, pattern);

/** A pattern besides `pattern`, which a later regex action of the pipe may still take. */
const alsoMatching = (json: JsonSchema, pattern: string): JsonSchema => ({ ...json, allOf: [...((json.allOf ?? []) as JsonSchema[]), { pattern }] });

/** An answer schema (no transforms in it), its named parts as $refs to the components. */
export const answerJsonSchema = (schema: v.GenericSchema) => tidy(toJsonSchema(schema, { ...shared, typeMode: 'output' }));

/**
 * A request schema. Inputs that arrive as text and are coerced (`limit`, `age`)
 * convert to both their accepted input and their result; the result's type is
 * the one that documents them.
 */
export const requestJsonSchema = (schema: v.GenericSchema) => tidy(toJsonSchema(schema, { ...shared, typeMode: 'ignore' }));

export const componentJsonSchemas = (): Record<string, JsonSchema> => {
  const { definitions: _definitions, ...config } = shared;
  return Object.fromEntries(
    Object.entries(toJsonSchemaDefs(components, { ...config, typeMode: 'output' })).map(([name, schema]) => [name, tidy(schema)]),
  );
};

export { componentRef };

/** Drops what only makes sense inside one JSON Schema document, and the leftovers of coercions. */
function tidy(schema: object): JsonSchema {
  const { $schema: _schema, $defs: _defs, ...rest } = schema as JsonSchema;
  return walk(rest) as JsonSchema;
}

function walk(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(walk);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = walk(value);
  if (out.type !== undefined && out.anyOf !== undefined) delete out.anyOf;
  if (out.default === '' && out.type !== undefined && out.type !== 'string') delete out.default;
  delete out[trimmedMark];
  return out;
}
