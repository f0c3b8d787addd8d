import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { photoListFields } from '#contract/schemas/media.ts';
import type { createPostSchema, editPostSchema } from '#contract/schemas/posts.ts';
import { payloadTooLarge } from '../../http/errors.ts';
import { readForm } from '../../http/multipart.ts';
import type { MultipartBody } from '../../http/route-docs.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { resolvePetTag } from '../../services/posts.ts';

/** A post form: its fields, and its files as `images` (older clients) or `images[]` (what form libraries often send). */
export const postForm = (fields: v.GenericSchema): MultipartBody => ({
  fields,
  files: { images: { maxCount: limits.image.perPost, aliases: ['images[]'], tooMany: m.tooManyImages } },
});

/**
 * Reads and checks a post form: its fields, the `user` claim and the tagged
 * pet (petId, or older clients' `pet`). The tag is checked again inside the change.
 * An edit's `alts` describe the kept images first (one per `oldImages` entry),
 * then the new photos: `keptAlts` and the upload's `alts`.
 */
export async function readPostForm<S extends typeof createPostSchema | typeof editPostSchema>(request: FastifyRequest, caller: AuthUser, schema: S) {
  const form = await readForm(request, postForm(schema), photoListFields);
  const input: v.InferOutput<S> = parseOrThrow(schema, form.fields);
  authorize(policies.actAs(caller, input.user));
  if (form.files.length + input.mediaIds.length > limits.image.perPost) throw payloadTooLarge(m.tooManyImages);
  const petId = input.petId ?? input.pet;
  if (petId) await resolvePetTag(request.server.db, caller, petId);
  const keptCount = 'oldImages' in input ? input.oldImages.length : 0;
  return {
    input,
    petId,
    keptAlts: input.alts.slice(0, keptCount),
    upload: { files: form.files, fingerprint: form.fingerprint, mediaIds: input.mediaIds, alts: input.alts.slice(keptCount) },
  };
}
