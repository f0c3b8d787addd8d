import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { petAnswer } from '#contract/schemas/responses/pets.ts';
import { answers, uploadErrors, replayErrors } from '../../http/answers.ts';
import { deleteSchema, editWithUploadSchema } from '../../http/route-schemas.ts';
import { addPetSchema, editPetSchema } from '#contract/schemas/pets.ts';
import * as pets from '../../repositories/pets.ts';
import { runMutation } from '../../http/mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { deletePet, getPetOr404, petDetail } from '../../services/pets.ts';
import { runUploadMutation } from '../upload-mutation.ts';
import { petForm, readPetForm } from './pet-form.ts';

type IdRequest = { Params: { id: string } };

export async function petWriteRoutes(app: FastifyInstance) {
  const { db, media, rateLimits } = app;
  const uploads = { rateLimit: rateLimits.uploadsPerAccount };

  app.post(
    paths.addPet,
    {
      schema: {
        summary: 'Add a pet',
        tags: ['pets'],
        multipart: petForm(addPetSchema),
        headers: idempotencyHeaders,
        response: answers({ 201: petAnswer }, 403, uploadErrors, replayErrors),
      },
      config: uploads,
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { input, upload } = await readPetForm(request, caller, addPetSchema);
      return runUploadMutation(request, reply, upload, async (tx, [photo]) => {
        const row = await pets.insert(tx, {
          userId: caller.id,
          name: input.name,
          type: input.type,
          breed: input.breed,
          age: input.age ?? limits.petAge.addDefault,
          bio: input.bio,
          image: photo?.url ?? null,
          imageAlt: photo?.alt ?? '',
        });
        return { status: 201, body: await petDetail(tx, row) };
      });
    },
  );

  /** Multipart as add; a new photo replaces the old one, whose files go once the change is committed; `alt` alone describes the current one. */
  app.put<IdRequest>(
    paths.pet(':id'),
    {
      schema: editWithUploadSchema('Edit a pet; a new image replaces the old one', 'pets', petForm(editPetSchema), petAnswer),
      config: uploads,
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const petId = request.params.id;
      // Checked before the upload is read too: a pet's owner never changes.
      authorize(policies.pet.edit(caller, await getPetOr404(db, petId)));
      const { input, upload, alt } = await readPetForm(request, caller, editPetSchema);
      return runUploadMutation(request, reply, upload, async (tx, [photo]) => {
        const pet = await getPetOr404(tx, petId, 'update');
        authorize(policies.pet.edit(caller, pet));
        const row = await pets.update(tx, petId, {
          name: input.name,
          type: input.type,
          breed: input.breed,
          bio: input.bio,
          ...(input.age !== undefined && { age: input.age }),
          ...(photo ? { image: photo.url, imageAlt: photo.alt } : alt !== undefined && { imageAlt: alt }),
        });
        const replaced = await media.forget(tx, [photo ? pet.image : null]);
        return {
          status: 200,
          body: await petDetail(tx, row),
          afterCommit: () => media.removeNow(replaced),
        };
      });
    },
  );

  app.delete<IdRequest>(
    paths.pet(':id'),
    {
      schema: deleteSchema('Delete a pet, its gallery and its tags on posts', 'pets'),
    },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        const pet = await getPetOr404(tx, request.params.id, 'update');
        authorize(policies.pet.delete(caller, pet));
        const files = await media.forget(tx, await deletePet(tx, pet));
        return {
          status: 200,
          body: { message: m.petDeleted },
          afterCommit: () => media.removeNow(files),
        };
      });
    },
  );
}
