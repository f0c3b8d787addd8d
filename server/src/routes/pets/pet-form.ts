import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { photoListFields } from '#contract/schemas/media.ts';
import { messages as m } from '#contract/messages.ts';
import type { addPetSchema, editPetSchema } from '#contract/schemas/pets.ts';
import { readForm } from '../../http/multipart.ts';
import type { MultipartBody } from '../../http/route-docs.ts';
import { parseOrThrow } from '../../http/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { onePhotoUpload } from '../one-photo-form.ts';

export const petForm = (fields: v.GenericSchema): MultipartBody => ({ fields, files: { image: { maxCount: 1, tooMany: m.onePhotoOnly } } });

/** Reads and checks a pet form (fields, the `user` claim, at most one photo and its description). */
export async function readPetForm<S extends typeof addPetSchema | typeof editPetSchema>(request: FastifyRequest, caller: AuthUser, schema: S) {
  const form = await readForm(request, petForm(schema), photoListFields);
  const input: v.InferOutput<S> = parseOrThrow(schema, form.fields);
  authorize(policies.actAs(caller, input.user));
  return { input, ...onePhotoUpload(form, input) };
}
