import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { openApiPath } from '../../src/openapi/document.ts';

const documentId = 'https://pawpals.test/openapi.json';

/** JSON Pointer escaping (RFC 6901). */
const pointerPart = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks values against the OpenAPI document's own JSON Schemas (with its
 * $refs), so a test can prove the published reference matches real answers.
 */
export function documentValidator(document: object) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...document, $id: documentId });
  return (method: string, url: string, status: number, value: unknown) => {
    const pointer = ['paths', openApiPath(url), method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema']
      .map(pointerPart)
      .join('/');
    const validate = ajv.getSchema(`${documentId}#/${pointer}`);
    if (!validate) return [`no schema in the document at ${pointer}`];
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

/** The answer schema a route declares for a status, if any. */
export function declaredAnswer(app: FastifyInstance, method: string, url: string, status: number): v.GenericSchema | undefined {
  const route = app.openApi.routes.find((candidate) => candidate.method === method && candidate.url === url);
  return (route?.schema?.response as Record<number, v.GenericSchema> | undefined)?.[status];
}
