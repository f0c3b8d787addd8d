import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { profileUpdateSchema } from '#contract/schemas/users.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { ownUserAnswer } from '#contract/schemas/responses/users.ts';
import { answers, uploadErrors, replayErrors } from '../../http/answers.ts';
import * as users from '../../repositories/users.ts';
import { readForm } from '../../http/multipart.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { runUploadMutation } from '../upload-mutation.ts';
import { onePhotoUpload } from '../one-photo-form.ts';
import { photoListFields } from '#contract/schemas/media.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404, ownUser } from '../../services/users.ts';

export async function profileRoutes(app: FastifyInstance) {
  const { media, rateLimits } = app;

  /** Multipart fullName?, bio?, avatar? (or mediaId, a photo uploaded ahead), alt?: only what is sent (and not blank) changes. */
  const schema = {
    summary: 'Change the name, bio, avatar or mail language',
    tags: ['users'],
    multipart: { fields: profileUpdateSchema, files: { avatar: { maxCount: 1, tooMany: m.onePhotoOnly } } },
    headers: idempotencyHeaders,
    response: answers({ 200: ownUserAnswer }, 404, uploadErrors, replayErrors),
  };
  app.put(paths.updateProfile, { schema, config: { rateLimit: rateLimits.uploadsPerAccount } }, async (request, reply) => {
    const caller = requireUser(request);
    const form = await readForm(request, schema.multipart, photoListFields);
    const input = parseOrThrow(profileUpdateSchema, form.fields);
    const { upload, alt } = onePhotoUpload(form, input);
    return runUploadMutation(request, reply, upload, async (tx, [avatar]) => {
      const before = await getUserOr404(tx, caller.id);
      const changes = {
        ...(input.fullName !== undefined && { fullName: input.fullName }),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.language !== undefined && { language: input.language }),
        ...(avatar ? { avatar: avatar.url, avatarAlt: avatar.alt } : alt !== undefined && { avatarAlt: alt }),
      };
      const row = Object.keys(changes).length === 0 ? before : await users.update(tx, caller.id, changes);
      const replaced = await media.forget(tx, [avatar ? before.avatar : null]);
      return { status: 200, body: ownUser(row, app.config), afterCommit: () => media.removeNow(replaced) };
    });
  });
}
