import type * as v from 'valibot';
import type { FastifySerializerCompiler } from 'fastify';
import { toJsonSchema } from '@valibot/to-json-schema';
import fastJson from 'fast-json-stringify';

/**
 * Routes declare the contract's answer schemas (valibot) per status; this
 * compiler turns each into JSON Schema and builds a fast-json-stringify
 * serializer from it. A schema JSON Schema cannot express exactly falls back
 * to JSON.stringify, since a lossy serializer would silently drop or coerce
 * fields.
 */
export const valibotSerializerCompiler: FastifySerializerCompiler<v.GenericSchema> = ({ schema, method, url }) => {
  const jsonSchema = exactJsonSchema(schema);
  if (!jsonSchema) return JSON.stringify;
  try {
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch (error) {
    throw new Error(`cannot build the serializer of ${method} ${url}`, { cause: error });
  }
};

/** The schema as JSON Schema, or null when part of it has no exact JSON Schema form. */
export function exactJsonSchema(schema: v.GenericSchema): object | null {
  try {
    return nullableAsTypes(toJsonSchema(schema, { errorMode: 'throw', target: 'draft-07' })) as object;
  } catch {
    return null;
  }
}

/**
 * `anyOf: [X, { type: 'null' }]` (valibot's nullable) as `type: [X's type, 'null']`:
 * the same schema, but fast-json-stringify writes it directly instead of
 * trying each branch with a validator on every value.
 */
function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableAsTypes(value)])) as Record<string, unknown>;
  const branches = out.anyOf as Record<string, unknown>[] | undefined;
  if (branches?.length !== 2) return out;
  const other = branches.find((branch) => branch.type !== 'null');
  if (!branches.some((branch) => branch.type === 'null') || typeof other?.type !== 'string') return out;
  const { anyOf: _anyOf, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}
