import type * as v from 'valibot';
import { idParams, idempotencyHeaders } from '#contract/schemas/common.ts';
import { messageAnswer } from '#contract/schemas/responses/common.ts';
import { answers, uploadErrors, replayErrors } from './answers.ts';
import type { MultipartBody } from './route-docs.ts';

/** Deleting one thing the path names: a replayable change answering `{ message }`, refused (403) or not found (404). */
export const deleteSchema = (summary: string, tag: string, params: v.GenericSchema = idParams) => ({
  summary,
  tags: [tag],
  params,
  headers: idempotencyHeaders,
  response: answers({ 200: messageAnswer }, 403, 404, replayErrors),
});

/** Editing one thing the path names with a multipart form (new images included): a replayable change answering the thing. */
export const editWithUploadSchema = (summary: string, tag: string, multipart: MultipartBody, answer: v.GenericSchema) => ({
  summary,
  tags: [tag],
  params: idParams,
  multipart,
  headers: idempotencyHeaders,
  response: answers({ 200: answer }, 403, 404, uploadErrors, replayErrors),
});
