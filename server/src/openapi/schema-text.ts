import type { JsonSchema } from './json-schema.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const schemaAnchor = (name: string) => `schema-${name}`;

/** A JSON Schema as a short, linked type (`PublicUser[]`, `string (uuid) | null`), as HTML. */
export function typeText(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeText).join(' | ');
  if (Array.isArray(schema.enum)) return escapeHtml(schema.enum.map((value) => JSON.stringify(value)).join(' | '));
  if (schema.type === 'array') return `${typeText(schema.items as JsonSchema)}[]`;
  if (schema.type === 'object' && schema.properties) {
    const required = new Set((schema.required ?? []) as string[]);
    const fields = Object.entries(schema.properties as Record<string, JsonSchema>).map(
      ([name, property]) => `${escapeHtml(name)}${required.has(name) ? '' : '?'}: ${typeText(property)}`,
    );
    return `{ ${fields.join(', ')} }`;
  }
  if (schema.type === 'object' && typeof schema.additionalProperties === 'object') {
    return `{ [name]: ${typeText(schema.additionalProperties as JsonSchema)} }`;
  }
  return escapeHtml(`${String(schema.type ?? 'any')}${constraintsOf(schema)}`);
}

const constraintKeys = ['format', 'contentMediaType', 'minLength', 'maxLength', 'minimum', 'maximum', 'maxItems', 'pattern', 'default'];

function constraintsOf(schema: JsonSchema): string {
  const parts = constraintKeys.filter((key) => schema[key] !== undefined).map((key) => `${key} ${JSON.stringify(schema[key])}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}
