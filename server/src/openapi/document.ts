import type * as v from 'valibot';
import type { FastifySchema } from 'fastify';
import { idempotencyHeader, nextCursorHeader } from '#contract/paths.ts';
import { noContent, pagedAnswers } from '#contract/schemas/responses/common.ts';
import type { MultipartBody } from '../http/route-docs.ts';
import { answerJsonSchema, componentJsonSchemas, requestJsonSchema, type JsonSchema } from './json-schema.ts';

/** A route as registered: what the reference is made from. */
export interface DocumentedRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

type Location = 'path' | 'query' | 'header';

const statusTexts: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Input refused (errors names each field)',
  401: 'Not signed in, or the token is no longer valid',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict: taken, or the same Idempotency-Key still running',
  413: 'Too large',
  415: 'Unsupported content or image type',
  422: 'The Idempotency-Key was used for another request',
  429: 'Too many requests (see Retry-After)',
  500: 'Server failure (never with its text)',
  503: 'Unavailable for now: the database is unreachable or the process is closing (see Retry-After)',
};

/** Fastify's `:name` placeholders become OpenAPI's `{name}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The OpenAPI 3.1 document for the routes, from the same valibot schemas that validate and serialize them. */
export function openApiDocument(routes: DocumentedRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.schema?.hide) continue;
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'PawPals API',
      version,
      description:
        'The API the PawPals app uses. Errors are always `{ message, errors? }`; see docs/api.md for the conventions. ' +
        'Lengths count UTF-16 code units, as JavaScript does (an emoji such as 🐾 counts two), and no text may hold the character U+0000. ' +
        'A JSON body may carry fields it does not list, which are ignored; a multipart form may not.',
    },
    servers: [{ url: '/' }],
    // A visitor may call the reads; a token adds the caller's own flags and is needed for writes.
    security: [{}, { bearer: [] }],
    paths,
    components: {
      schemas: componentJsonSchemas(),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}

function operation({ method, url, schema = {} }: DocumentedRoute) {
  const parameters = [
    ...parametersOf(schema.params, 'path'),
    ...parametersOf(schema.querystring, 'query'),
    ...parametersOf(schema.headers, 'header'),
  ];
  const requestBody = requestBodyOf(schema);
  return {
    operationId: `${method.toLowerCase()}${url.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => next?.toUpperCase() ?? '')}`,
    ...(schema.summary && { summary: schema.summary }),
    ...(schema.tags && { tags: schema.tags }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: responsesOf(schema.response),
  };
}

function parametersOf(schema: unknown, location: Location) {
  if (!schema) return [];
  const json = requestJsonSchema(schema as v.GenericSchema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name: location === 'header' && name === idempotencyHeader ? 'Idempotency-Key' : name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(schema: FastifySchema) {
  if (schema.body) {
    return { required: true, content: { 'application/json': { schema: requestJsonSchema(schema.body as v.GenericSchema) } } };
  }
  if (schema.multipart) return { required: true, content: { 'multipart/form-data': { schema: multipartJsonSchema(schema.multipart) } } };
  return undefined;
}

/** The form's text fields as the handler parses them, and its files as binary parts; readForm refuses any other field. */
function multipartJsonSchema({ fields, files }: MultipartBody): JsonSchema {
  const json = requestJsonSchema(fields);
  const image = { type: 'string', contentMediaType: 'image/*' };
  const fileProperties = Object.fromEntries(
    Object.entries(files).flatMap(([name, { maxCount, aliases = [] }]) => {
      const schema = maxCount === 1 ? image : { type: 'array', items: image, maxItems: maxCount };
      return [[name, schema], ...aliases.map((alias) => [alias, { ...schema, description: `Another name for ${name}` }])];
    }),
  );
  const requiredFiles = Object.entries(files)
    .filter(([, file]) => file.required)
    .map(([name]) => name);
  return {
    type: 'object',
    properties: { ...(json.properties as JsonSchema), ...fileProperties },
    required: [...((json.required ?? []) as string[]), ...requiredFiles],
    additionalProperties: false,
  };
}

function responsesOf(response: unknown) {
  if (!response) return { default: { description: 'Not JSON; see the summary' } };
  return Object.fromEntries(
    Object.entries(response as Record<string, v.GenericSchema>).map(([status, schema]) => [status, answerOf(Number(status), schema)]),
  );
}

function answerOf(status: number, schema: v.GenericSchema) {
  const description = statusTexts[status] ?? String(status);
  if (schema === noContent) return { description };
  return {
    description,
    ...(pagedAnswers.has(schema) && {
      headers: {
        [nextCursorHeader]: {
          description: 'When more exist: the id to pass as `before` for the next page',
          schema: { type: 'string', format: 'uuid' },
        },
      },
    }),
    content: { 'application/json': { schema: answerJsonSchema(schema) } },
  };
}
