import type { openApiDocument } from './document.ts';
import type { JsonSchema } from './json-schema.ts';
import { escapeHtml, schemaAnchor, typeText } from './schema-text.ts';

type Document = ReturnType<typeof openApiDocument>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    { description: string; headers?: Record<string, { description: string }>; content?: Record<string, { schema: JsonSchema }> }
  >;
}

// Inline style is allowed by the CSP (style-src 'unsafe-inline'); the page has no script at all.
const style = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-inline-size: 60rem; padding: 1rem; color: #1c1c1c; }
code, td.type, .type { font-family: ui-monospace, monospace; font-size: 0.9em; }
section.op { border-block-start: 1px solid #ddd; padding-block: 0.5rem; }
.method { display: inline-block; min-inline-size: 4.5rem; font-weight: 700; }
table { border-collapse: collapse; margin-block: 0.25rem; }
th, td { text-align: start; padding-block: 0.1rem; padding-inline: 0 1rem; vertical-align: top; }
h4 { margin-block: 0.5rem 0; font-size: 0.95em; }
`;

/** The API reference as one server-rendered page, read from the OpenAPI document. */
export function referencePage(document: Document): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
  );
  const tags = [...new Set(operations.map(({ operation }) => operation.tags?.[0] ?? 'other'))];
  const sections = tags.map((tag) => {
    const ofTag = operations.filter(({ operation }) => (operation.tags?.[0] ?? 'other') === tag);
    return `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${ofTag.map(operationHtml).join('')}`;
  });
  const schemas = Object.entries(document.components.schemas).map(([name, schema]) => schemaHtml(name, schema));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${style}</style></head>
<body><h1>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</h1>
<p>${escapeHtml(document.info.description)} The same as <a href="openapi.json">OpenAPI 3.1</a>.</p>
<nav><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}<li><a href="#schemas">schemas</a></li></ul></nav>
${sections.join('\n')}
<h2 id="schemas">schemas</h2>${schemas.join('\n')}
</body></html>`;
}

function operationHtml({ path, method, operation }: { path: string; method: string; operation: Operation }) {
  const parameters = operation.parameters ?? [];
  const body = operation.requestBody
    ? Object.entries(operation.requestBody.content)
        .map(([type, { schema }]) => `<h4>body <code>${escapeHtml(type)}</code></h4><p class="type">${typeText(schema)}</p>`)
        .join('')
    : '';
  const responses = Object.entries(operation.responses).map(([status, answer]) => {
    const content = Object.values(answer.content ?? {})[0];
    const headers = Object.keys(answer.headers ?? {})
      .map((name) => ` <small>+ header <code>${escapeHtml(name)}</code></small>`)
      .join('');
    return `<tr><td>${escapeHtml(status)}</td><td>${escapeHtml(answer.description)}</td><td class="type">${content ? typeText(content.schema) : ''}${headers}</td></tr>`;
  });
  return `<section class="op" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
${parameters.length > 0 ? `<h4>parameters</h4><table>${parameters.map(parameterHtml).join('')}</table>` : ''}
${body}
<h4>answers</h4><table>${responses.join('')}</table></section>`;
}

const parameterHtml = (parameter: Parameter) =>
  `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}</td><td class="type">${typeText(parameter.schema)}</td></tr>`;

function schemaHtml(name: string, schema: JsonSchema) {
  const required = new Set((schema.required ?? []) as string[]);
  const fields = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(
    ([field, property]) =>
      `<tr><td><code>${escapeHtml(field)}</code>${required.has(field) ? '' : '?'}</td><td class="type">${typeText(property)}</td></tr>`,
  );
  return `<section class="op" id="${schemaAnchor(name)}"><h3>${escapeHtml(name)}</h3><table>${fields.join('')}</table></section>`;
}
