import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { mediaUploadSchema } from '#contract/schemas/media.ts';
import { mediaUploadAnswer } from '#contract/schemas/responses/media.ts';
import { answers, replayErrors, uploadErrors } from '../http/answers.ts';
import { badRequest } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { parseOrThrow } from '../http/validation.ts';
import { requireUser } from '../plugins/auth.ts';
import * as uploads from '../repositories/media-uploads.ts';
import { runUploadMutation } from './upload-mutation.ts';

/**
 * Photos uploaded ahead of the post, pet, gallery item or avatar that will
 * use them: checked, re-encoded and counted to the caller's storage like any
 * upload, then kept for the caller until a change names it by id
 * (`mediaIds`), or deleted when none does within a week.
 */
export async function mediaUploadRoutes(app: FastifyInstance) {
  const schema = {
    summary: 'Upload a photo ahead of the post, pet, gallery item or avatar that will use it',
    tags: ['media'],
    multipart: { fields: mediaUploadSchema, files: { image: { maxCount: 1, required: true, tooMany: m.onePhotoOnly } } },
    headers: idempotencyHeaders,
    response: answers({ 201: mediaUploadAnswer }, uploadErrors, replayErrors),
  };
  app.post(paths.media, { schema, config: { rateLimit: app.rateLimits.mediaUploadsPerAccount } }, async (request, reply) => {
    const caller = requireUser(request);
    const form = await readForm(request, schema.multipart);
    const { alt } = parseOrThrow(mediaUploadSchema, form.fields);
    if (form.files.length === 0) throw badRequest(m.imageRequired, { image: m.imageRequired });
    return runUploadMutation(request, reply, { files: form.files, fingerprint: form.fingerprint }, async (tx, [photo]) => {
      const { url, width, height } = photo!;
      const row = await uploads.insert(tx, { userId: caller.id, url, width: width!, height: height!, alt });
      return { status: 201, body: { id: row.id, url, width: row.width, height: row.height } };
    });
  });
}
