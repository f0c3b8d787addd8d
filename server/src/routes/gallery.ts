import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idParams, idempotencyHeaders, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { galleryItemAnswer, galleryPage } from '#contract/schemas/responses/pets.ts';
import { answers, uploadErrors, replayErrors } from '../http/answers.ts';
import { deleteSchema } from '../http/route-schemas.ts';
import { galleryUploadSchema } from '#contract/schemas/pets.ts';
import * as gallery from '../repositories/gallery.ts';
import { badRequest, foundOr404 } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { parseOrThrow } from '../http/validation.ts';
import { runMutation } from '../http/mutation.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { authorize, policies } from '../services/policies.ts';
import { getPetOr404 } from '../services/pets.ts';
import { galleryItemView } from '../views/gallery.ts';
import * as pets from '../repositories/pets.ts';
import { hideIfBlocked } from '../services/blocking.ts';
import { runUploadMutation } from './upload-mutation.ts';
import { onePhotoUpload } from './one-photo-form.ts';
import { photoListFields } from '#contract/schemas/media.ts';

type IdRequest = { Params: { id: string } };

export async function galleryRoutes(app: FastifyInstance) {
  const { db, media, rateLimits } = app;

  app.get<IdRequest & { Querystring: PaginationQuery }>(
    paths.petGallery(':id'),
    {
      schema: {
        summary: "A pet's gallery",
        tags: ['gallery'],
        params: idParams,
        querystring: paginationQuery,
        response: answers({ 200: galleryPage }, 404),
      },
    },
    async (request, reply) => {
      const pet = await pets.find(db, request.params.id);
      if (pet) await hideIfBlocked(db, request.user?.id ?? null, pet.userId, m.petNotFound);
      const rows = await gallery.listOfPet(db, request.params.id, request.query);
      return takePage(rows, request.query.limit, reply).map(galleryItemView);
    },
  );

  /** Multipart petId and image (or mediaId, a photo uploaded ahead) and alt; only the pet's owner adds to its gallery. */
  const uploadSchema = {
    summary: "Add an image to one's pet's gallery",
    tags: ['gallery'],
    multipart: { fields: galleryUploadSchema, files: { image: { maxCount: 1, required: true, tooMany: m.galleryOneImage } } },
    headers: idempotencyHeaders,
    response: answers({ 201: galleryItemAnswer }, 403, 404, uploadErrors, replayErrors),
  };
  app.post(paths.galleryUpload, { schema: uploadSchema, config: { rateLimit: rateLimits.uploadsPerAccount } }, async (request, reply) => {
    const caller = requireUser(request);
    const form = await readForm(request, uploadSchema.multipart, photoListFields);
    const input = parseOrThrow(galleryUploadSchema, form.fields);
    authorize(policies.gallery.upload(caller, await getPetOr404(db, input.petId)));
    const { upload } = onePhotoUpload(form, input);
    if (form.files.length === 0 && upload.mediaIds?.length === 0) throw badRequest(m.imageRequired, { image: m.imageRequired });
    return runUploadMutation(request, reply, upload, async (tx, [photo]) => {
      authorize(policies.gallery.upload(caller, await getPetOr404(tx, input.petId, 'key share')));
      return { status: 201, body: galleryItemView(await gallery.insert(tx, input.petId, photo!)) };
    });
  });

  app.delete<IdRequest>(paths.galleryItem(':id'), { schema: deleteSchema('Delete a gallery image', 'gallery') }, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      const item = foundOr404(await gallery.find(tx, request.params.id, 'update'), m.galleryItemNotFound);
      authorize(policies.gallery.delete(caller, await getPetOr404(tx, item.petId)));
      await gallery.remove(tx, item.id);
      const files = await media.forget(tx, [item.image]);
      return { status: 200, body: { message: m.galleryItemDeleted }, afterCommit: () => media.removeNow(files) };
    });
  });
}
