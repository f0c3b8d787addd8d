import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { profileUpdateSchema } from '#contract/schemas/users.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { ownUserAnswer } from '#contract/schemas/responses/users.ts';
import { answers, uploadErrors, replayErrors } from '../../http/answers.ts';
import * as users from '../../repositories/users.ts';
import { readForm } from '../../http/multipart.ts';
import { parseOrThrow } from '../../http/validation.ts';
import { runUploadMutation } from '../upload-mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserOr404, ownUser } from '../../services/users.ts';

export async function profileRoutes(app: FastifyInstance) {
  const { media, rateLimits } = app;

  /** Multipart fullName?, bio?, avatar?: only what is sent (and not blank) changes. */
  const schema = {
    summary: 'Change the name, bio, avatar or mail language',
    tags: ['users'],
    multipart: { fields: profileUpdateSchema, files: { avatar: { maxCount: 1 } } },
    headers: idempotencyHeaders,
    response: answers({ 200: ownUserAnswer }, 404, uploadErrors, replayErrors),
  };
  app.put(paths.updateProfile, { schema, config: { rateLimit: rateLimits.uploadsPerAccount } }, async (request, reply) => {
    const caller = requireUser(request);
    const form = await readForm(request, ['avatar'], 1);
    const input = parseOrThrow(profileUpdateSchema, form.fields);
    return runUploadMutation(request, reply, { files: form.files, fingerprint: form.fingerprint }, async (tx, [avatar]) => {
      const before = await getUserOr404(tx, caller.id);
      const changes = {
        ...(input.fullName !== undefined && { fullName: input.fullName }),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.language !== undefined && { language: input.language }),
        ...(avatar && { avatar }),
      };
      const row = Object.keys(changes).length === 0 ? before : await users.update(tx, caller.id, changes);
      const replaced = await media.forget(tx, [avatar ? before.avatar : null]);
      return { status: 200, body: ownUser(row, app.config), afterCommit: () => media.removeNow(replaced) };
    });
  });
}
