import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { isCommonPassword } from '#contract/common-passwords.ts';
import { paths } from '#contract/paths.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import type { JsonSchema } from '../../src/openapi/json-schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, uniqueIp, type RegisteredUser } from '../support/accounts.ts';
import { addPet } from '../support/content-fixtures.ts';
import { pngImage } from '../support/images.ts';
import { multipartBody, type FilePart } from '../support/multipart.ts';
import { documentAllows, filePart, allowedValue } from './from-json-schema.ts';
import { encode, runs } from './arbitraries.ts';

/**
 * Requests drawn from the OpenAPI document the server publishes: a body,
 * form or query the document allows is never answered 400, and what it
 * forbids (a query parameter it does not list, an empty `limit`, a form
 * field it does not list) always is. Values that must name something that
 * exists (a reset link's token, one's current password, one's pet, a
 * country's city) are taken from the test's own data, as the document says.
 */
let t: TestApp;
let me: RegisteredUser;
let petId: string;
let places: { country: string; city: string }[];
let operations: Record<string, Record<string, Operation>>;

interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimitMultiplier: 1000 });
  me = await registerUser(t.app);
  petId = (await addPet(t.app, me))._id;
  operations = t.app.openApi.document().paths as typeof operations;
  const countries = (await t.app.inject({ method: 'GET', url: paths.countries })).json<{ iso2: string }[]>();
  places = [];
  for (const { iso2 } of countries.slice(0, 40)) {
    const cities = (await t.app.inject({ method: 'GET', url: paths.cities(iso2) })).json<string[]>();
    if (cities.length > 0) places.push({ country: iso2, city: cities[cities.length - 1]! });
    if (places.length === 5) break;
  }
});
afterAll(() => t.close());

/** The newest reset link mailed to a fresh account: a token the confirmation accepts once. */
async function resetToken(): Promise<string> {
  const user = await registerUser(t.app);
  await t.app.inject({ method: 'POST', url: paths.passwordReset, payload: { email: user.input.email }, remoteAddress: uniqueIp() });
  const [row] = await t.app.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, user.input.email), eq(mailOutbox.kind, 'password-reset')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const { link } = row!.data as { link: string };
  return link.slice(link.lastIndexOf('/') + 1);
}

/** Ids of photos uploaded ahead must name unused uploads of one's own, which the document cannot say: left out (their rules have their own tests). */
const withoutUploadIds = (body: Record<string, unknown>) => {
  delete body.mediaIds;
  delete body.mediaId;
};

interface Route {
  method: 'POST' | 'PUT' | 'GET';
  path: string;
  url?: () => string;
  signedIn: boolean;
  /** Values the document describes as naming something that exists. */
  anchor?: (body: Record<string, unknown>) => Promise<void> | void;
  /** A refusal the document states in words: a password among the most common ones. */
  documentedRefusal?: (body: Record<string, unknown>) => Promise<boolean>;
  /** After a success, what the next request must know (the password changed). */
  afterSuccess?: (body: Record<string, unknown>) => void;
}

const common =
  (...fields: string[]) =>
  async (body: Record<string, unknown>) => {
    for (const field of fields) if (typeof body[field] === 'string' && (await isCommonPassword(body[field] as string))) return true;
    return false;
  };

const routes: Record<string, Route> = {
  register: {
    method: 'POST',
    path: paths.register,
    signedIn: false,
    anchor: (body) => {
      const place = places[Math.abs(String(body.username).length) % places.length]!;
      Object.assign(body, place);
    },
    documentedRefusal: common('password'),
  },
  login: { method: 'POST', path: paths.login, signedIn: false },
  updatePassword: {
    method: 'PUT',
    path: paths.updatePassword,
    signedIn: true,
    anchor: (body) => {
      body.currentPassword = me.password;
    },
    documentedRefusal: common('newPassword'),
    afterSuccess: (body) => {
      me.password = body.newPassword as string;
    },
  },
  passwordResetConfirm: {
    method: 'POST',
    path: paths.passwordResetConfirm,
    signedIn: false,
    anchor: async (body) => {
      body.token = await resetToken();
    },
    documentedRefusal: common('newPassword'),
  },
  updateEmail: {
    method: 'PUT',
    path: paths.updateEmail,
    signedIn: true,
    anchor: (body) => {
      body.password = me.password;
    },
  },
  addPost: {
    method: 'POST',
    path: paths.addPost,
    signedIn: true,
    anchor: (body) => {
      // One's own pet, or none: which ids name a pet of one's own, the document cannot say (another's is a 403, an unknown one a 400 on petId).
      for (const field of ['petId', 'pet']) if (field in body) body[field] = petId;
      if ('user' in body) body.user = me.user._id;
      withoutUploadIds(body);
    },
  },
  galleryUpload: {
    method: 'POST',
    path: paths.galleryUpload,
    signedIn: true,
    anchor: (body) => {
      body.petId = petId;
      withoutUploadIds(body);
    },
  },
  updateProfile: { method: 'PUT', path: paths.updateProfile, signedIn: true, anchor: withoutUploadIds },
  users: { method: 'GET', path: paths.users, signedIn: true },
  gallery: { method: 'GET', path: '/api/gallery/pet/{id}', url: () => paths.petGallery(petId), signedIn: false },
};

const operationOf = (route: Route) => operations[route.path]![route.method.toLowerCase()]!;

function bodySchemaOf(route: Route): { type: string; schema: JsonSchema } | undefined {
  const [type, content] = Object.entries(operationOf(route).requestBody?.content ?? {})[0] ?? [];
  return type && content ? { type, schema: content.schema } : undefined;
}

const querySchemaOf = (route: Route): JsonSchema => {
  const parameters = (operationOf(route).parameters ?? []).filter((parameter) => parameter.in === 'query');
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    additionalProperties: false,
  };
};

const tinyImages = Promise.all([pngImage(4, 4), pngImage(6, 3)]);

async function formOf(body: Record<string, unknown>): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const [square, wide] = await tinyImages;
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === filePart)
        files.push({ field: name, filename: `${name}-${files.length}.png`, content: files.length % 2 ? wide : square, type: 'image/png' });
      else fields[name] = String(item);
    }
  }
  return multipartBody(fields, files);
}

async function send(route: Route, body: Record<string, unknown> | undefined, query = '') {
  const content = body === undefined ? undefined : bodySchemaOf(route)!.type;
  const encoded =
    body === undefined
      ? {}
      : content === 'multipart/form-data'
        ? await formOf(body)
        : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const sent: InjectOptions = {
    method: route.method,
    url: `${route.url?.() ?? route.path}${query}`,
    payload: encoded.payload,
    headers: { ...(route.signedIn && bearer(me.token)), ...(encoded.headers as Record<string, string>) },
    remoteAddress: uniqueIp(),
  };
  const response = await t.app.inject(sent);
  return {
    response,
    shown: `${sent.method} ${sent.url} ${JSON.stringify(body)?.slice(0, 400)} answered ${response.statusCode} ${response.body.slice(0, 300)}`,
  };
}

const queryText = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${encode(key)}=${encode(String(value))}`)
    .join('&');

const withBody = Object.entries(routes).filter(([, route]) => route.method !== 'GET');
const withQuery = Object.entries(routes).filter(([, route]) => route.method === 'GET');
const forms = ['addPost', 'galleryUpload', 'updateProfile'];

describe('what the document allows is not refused as input', () => {
  it.each(withBody.map(([name]) => name))('%s', async (name) => {
    const route = routes[name]!;
    const { schema } = bodySchemaOf(route)!;
    const allows = documentAllows(schema);
    await fc.assert(
      fc.asyncProperty(allowedValue(schema), async (drawn) => {
        const body = drawn as Record<string, unknown>;
        await route.anchor?.(body);
        fc.pre(allows(body) && !(await route.documentedRefusal?.(body)));
        const { response, shown } = await send(route, body);
        expect(response.statusCode, shown).not.toBe(400);
        expect(response.statusCode, shown).toBeLessThan(500);
        if (response.statusCode < 300) route.afterSuccess?.(body);
      }),
      { numRuns: Math.ceil(runs / 2) },
    );
  });

  it.each(withQuery.map(([name]) => name))('%s query', async (name) => {
    const route = routes[name]!;
    const schema = querySchemaOf(route);
    const allows = documentAllows(schema);
    await fc.assert(
      fc.asyncProperty(allowedValue(schema), async (values) => {
        fc.pre(allows(values));
        const { response, shown } = await send(route, undefined, `?${queryText(values as Record<string, unknown>)}`);
        expect(response.statusCode, shown).toBe(200);
      }),
      { numRuns: runs },
    );
  });
});

describe('what the document forbids is refused with 400', () => {
  const unlisted = (listed: object) => fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,11}$/).filter((key) => !(key in listed) && key !== '__proto__');

  it.each(withQuery.map(([name]) => name))('%s: a query parameter the document does not list, or an empty limit', async (name) => {
    const route = routes[name]!;
    const { properties } = querySchemaOf(route) as { properties: object };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          unlisted(properties).map((key) => `${encode(key)}=1`),
          fc.constant('limit='),
        ),
        async (query) => {
          const { response, shown } = await send(route, undefined, `?${query}`);
          expect(response.statusCode, shown).toBe(400);
        },
      ),
      { numRuns: Math.ceil(runs / 4) },
    );
  });

  it.each(forms)('%s: a text or file field the form does not list', async (name) => {
    const route = routes[name]!;
    const { type, schema } = bodySchemaOf(route)!;
    expect(type).toBe('multipart/form-data');
    const properties = schema.properties as Record<string, JsonSchema>;
    const allows = documentAllows(schema);
    await fc.assert(
      fc.asyncProperty(allowedValue(schema), unlisted(properties), fc.boolean(), async (drawn, extra, asFile) => {
        const body = drawn as Record<string, unknown>;
        await route.anchor?.(body);
        fc.pre(allows(body));
        const { response, shown } = await send(route, { ...body, [extra]: asFile ? filePart : 'x' });
        expect(response.statusCode, shown).toBe(400);
        expect(response.json<{ errors?: Record<string, string> }>().errors, shown).toHaveProperty([extra]);
      }),
      { numRuns: Math.ceil(runs / 4) },
    );
    expect(schema.additionalProperties).toBe(false);
  });
});
