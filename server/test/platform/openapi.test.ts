import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { idempotencyHeader, paths } from '#contract/paths.ts';
import { errorAnswer } from '#contract/schemas/responses/common.ts';
import type { DocumentedRoute } from '../../src/openapi/document.ts';
import { exactJsonSchema } from '../../src/http/serialization.ts';
import { requestJsonSchema } from '../../src/openapi/json-schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { documentValidator } from '../support/openapi.ts';

/** Routes that declare no schemas, and why. */
const exceptions: Record<string, string> = {
  [`GET ${paths.openApi}`]: 'the document itself: its shape is OpenAPI 3.1, checked below',
  [`GET ${paths.apiReference}`]: 'an HTML page, not JSON',
  [`GET ${paths.dataExportDownload}`]: 'a ZIP file, not JSON (its query is declared)',
};

/** The health probes: outside /api, no token, no limits, answering only their own shapes. */
const probes = new Set([`GET ${paths.livez}`, `GET ${paths.readyz}`]);

/** Writes whose URL says everything: they read no body. */
const withoutBody = new Set([
  `POST ${paths.logout}`,
  `PUT ${paths.follow(':id')}`,
  `PUT ${paths.unfollow(':id')}`,
  `PUT ${paths.block(':id')}`,
  `PUT ${paths.unblock(':id')}`,
  `PUT ${paths.mute(':id')}`,
  `PUT ${paths.unmute(':id')}`,
  `POST ${paths.like(':id')}`,
  `POST ${paths.unlike(':id')}`,
  `PATCH ${paths.notificationsReadAll}`,
  `PATCH ${paths.notificationRead(':id')}`,
  `POST ${paths.resendVerification}`,
  `POST ${paths.dataExport}`,
  `PUT ${paths.followTag(':tag')}`,
  `PUT ${paths.unfollowTag(':tag')}`,
]);

/** Writes whose URL names no stored row, so there is nothing to miss: any well-formed tag can be followed. */
const withoutNotFound = new Set([`PUT ${paths.followTag(':tag')}`, `PUT ${paths.unfollowTag(':tag')}`]);

/**
 * Writes that are not replayed from the Idempotency-Key store: signing in and
 * out and the account's own settings are done online only, never queued, and
 * a repeat is harmless or refused on its own (a used link, a session already gone).
 */
const withoutIdempotencyKey = new Set([
  `POST ${paths.login}`,
  `POST ${paths.logout}`,
  `DELETE ${paths.session(':id')}`,
  `POST ${paths.verifyEmail}`,
  `POST ${paths.resendVerification}`,
  `POST ${paths.passwordReset}`,
  `POST ${paths.passwordResetConfirm}`,
  `PUT ${paths.updateEmail}`,
  `DELETE ${paths.me}`,
  `POST ${paths.dataExport}`,
  `POST ${paths.clientErrors}`,
]);

const everyRouteErrors = [400, 401, 429, 500, 503];
const replayErrors = [409, 422];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const nameOf = (route: DocumentedRoute) => `${route.method} ${route.url}`;
const described = () => t.app.openApi.routes.filter((route) => !(nameOf(route) in exceptions));
const responsesOf = (route: DocumentedRoute) => (route.schema?.response ?? {}) as Record<number, v.GenericSchema>;
const keysOf = (schema: unknown) => Object.keys((requestJsonSchema(schema as v.GenericSchema).properties ?? {}) as object);

describe('route schemas', () => {
  it('collects every API route once, and only those', () => {
    const names = t.app.openApi.routes.map(nameOf);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => !probes.has(name)).every((name) => name.split(' ')[1]!.startsWith('/api/'))).toBe(true);
    for (const probe of probes) expect(names).toContain(probe);
    for (const name of Object.keys(exceptions)) expect(names).toContain(name);
    expect(names).toContain(`POST ${paths.addPost}`);
  });

  it('declares params for every placeholder in the url', () => {
    for (const route of described()) {
      const placeholders = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      if (placeholders.length === 0) continue;
      expect(route.schema?.params, nameOf(route)).toBeDefined();
      expect(keysOf(route.schema?.params).sort(), nameOf(route)).toEqual(placeholders.sort());
    }
  });

  it('declares the body of every write that reads one, as JSON or as a multipart form', () => {
    for (const route of described()) {
      if (!['POST', 'PUT', 'PATCH'].includes(route.method) || withoutBody.has(nameOf(route))) continue;
      const declared = route.schema?.body ?? route.schema?.multipart?.fields;
      expect(declared, `${nameOf(route)} reads a body`).toBeDefined();
    }
  });

  it('declares the Idempotency-Key header, and its 409 and 422, on every replayable write', () => {
    for (const route of described()) {
      if (route.method === 'GET' || withoutIdempotencyKey.has(nameOf(route))) continue;
      expect(keysOf(route.schema?.headers), nameOf(route)).toContain(idempotencyHeader);
      for (const status of replayErrors) expect(responsesOf(route)[status], `${nameOf(route)} ${status}`).toBe(errorAnswer);
    }
  });

  it('declares a success answer and the error answers every route can give', () => {
    for (const route of described()) {
      const statuses = Object.keys(responsesOf(route)).map(Number);
      expect(
        statuses.filter((status) => status < 300),
        nameOf(route),
      ).toHaveLength(1);
      if (probes.has(nameOf(route))) continue;
      for (const status of everyRouteErrors) expect(responsesOf(route)[status], `${nameOf(route)} ${status}`).toBe(errorAnswer);
      if (route.url.includes(':') && route.method !== 'GET' && !withoutNotFound.has(nameOf(route)))
        expect(responsesOf(route)[404], `${nameOf(route)} 404`).toBe(errorAnswer);
    }
  });

  it('serializes every answer from its schema (no answer schema falls back to JSON.stringify)', () => {
    const fallbacks = described().flatMap((route) =>
      Object.entries(responsesOf(route))
        .filter(([, schema]) => exactJsonSchema(schema) === null)
        .map(([status]) => `${nameOf(route)} ${status}`),
    );
    expect(fallbacks).toEqual([]);
  });

  it('reports how many routes declare full schemas', () => {
    const all = t.app.openApi.routes;
    const full = described().filter((route) => Object.keys(responsesOf(route)).length > 0);
    console.log(`routes with request and answer schemas: ${full.length} of ${all.length} (exceptions: ${Object.keys(exceptions).join(', ')})`);
    expect(full.length).toBe(all.length - Object.keys(exceptions).length);
  });
});

describe('the OpenAPI document', () => {
  const fetchDocument = async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.openApi });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json<{ openapi: string; info: { title: string; version: string }; paths: Record<string, Record<string, Operation>> }>();
  };
  interface Operation {
    operationId: string;
    parameters?: { name: string; in: string }[];
    responses: Record<string, unknown>;
  }

  it('is OpenAPI 3.1 with an operation for every documented route, each with its answers and path parameters', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    const operationIds: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      expect(path).not.toContain(':');
      for (const operation of Object.values(methods)) {
        operationIds.push(operation.operationId);
        expect(Object.keys(operation.responses).length, path).toBeGreaterThan(0);
        const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        const inPath = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
        expect(inPath.sort(), path).toEqual(placeholders.sort());
      }
    }
    expect(new Set(operationIds).size).toBe(operationIds.length);
    for (const route of t.app.openApi.routes.filter((candidate) => !candidate.schema?.hide)) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], nameOf(route)).toBeDefined();
    }
  });

  it('resolves every $ref, and its schemas compile as JSON Schema 2020-12', async () => {
    const document = await fetchDocument();
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
      expect(target, ref).toBeDefined();
    }
    const check = documentValidator(document);
    for (const route of described().filter((candidate) => !candidate.schema?.hide)) {
      for (const status of Object.keys(responsesOf(route)).map(Number)) {
        if (status === 204) continue;
        // An impossible value: what matters is that the schema is found, compiles and refuses it.
        const problems = check(route.method, route.url, status, Symbol('nothing'));
        expect(problems.length, `${nameOf(route)} ${status}`).toBeGreaterThan(0);
        expect(problems[0], `${nameOf(route)} ${status}`).not.toMatch(/^no schema/);
      }
    }
  });

  it('is also a readable page, sent with the security headers and without any script', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.apiReference });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).not.toMatch(/<script/i);
    const document = await fetchDocument();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(response.body, `${method} ${path}`).toContain(`id="${operation.operationId}"`);
      }
    }
    expect(response.body).toContain('id="schema-Post"');
  });
});

describe('valibot and its JSON Schema agree on what the answer schemas refuse', () => {
  it('refuses a field the schema does not list', () => {
    expect(v.safeParse(errorAnswer, { message: 'x', extra: 1 }).success).toBe(false);
  });
});
