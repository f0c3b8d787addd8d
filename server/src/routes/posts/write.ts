import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { postAnswer } from '#contract/schemas/responses/posts.ts';
import { answers, uploadErrors, replayErrors } from '../../http/answers.ts';
import { deleteSchema, editWithUploadSchema } from '../../http/route-schemas.ts';
import { createPostSchema, editPostSchema } from '#contract/schemas/posts.ts';
import * as posts from '../../repositories/posts.ts';
import * as postImages from '../../repositories/post-images.ts';
import { payloadTooLarge } from '../../http/errors.ts';
import { runMutation } from '../../http/mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { getPostOr404, postById, resolvePetTag } from '../../services/posts.ts';
import { keptImages } from '../../services/post-images.ts';
import { runUploadMutation } from '../upload-mutation.ts';
import { postForm, readPostForm } from './post-form.ts';
import { extractTags } from '#contract/hashtags.ts';
import * as postTags from '../../repositories/post-tags.ts';

type IdRequest = { Params: { id: string } };

export async function postWriteRoutes(app: FastifyInstance) {
  const { db, media, rateLimits } = app;
  const uploads = { rateLimit: rateLimits.uploadsPerAccount };

  app.post(
    paths.addPost,
    {
      schema: {
        summary: 'Publish a post, with images and a pet tag',
        tags: ['posts'],
        multipart: postForm(createPostSchema),
        headers: idempotencyHeaders,
        response: answers({ 201: postAnswer }, 403, 404, uploadErrors, replayErrors),
      },
      config: uploads,
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const { input, petId, upload } = await readPostForm(request, caller, createPostSchema);
      return runUploadMutation(request, reply, upload, async (tx, photos) => {
        const tag = petId ? await resolvePetTag(tx, caller, petId, 'key share') : null;
        const tags = extractTags(input.title, input.body);
        const { id } = await posts.insert(tx, caller.id, { petId: tag, title: input.title, body: input.body, tags });
        await postTags.fileNewPost(tx, id, tags);
        await postImages.replace(tx, id, photos);
        return { status: 201, body: await postById(tx, id, caller.id) };
      });
    },
  );

  /** oldImages lists the urls kept; the others' files go once the change is committed. New images follow the kept ones: photos uploaded ahead, then files. */
  app.put<IdRequest>(
    paths.post(':id'),
    {
      schema: editWithUploadSchema('Edit a post; oldImages lists the images kept', 'posts', postForm(editPostSchema), postAnswer),
      config: uploads,
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const postId = request.params.id;
      // Checked before the upload is read too: a post's author never changes.
      authorize(policies.post.edit(caller, await getPostOr404(db, postId)));
      const { input, petId, keptAlts, upload } = await readPostForm(request, caller, editPostSchema);
      return runUploadMutation(request, reply, upload, async (tx, photos) => {
        const post = await getPostOr404(tx, postId, 'update');
        authorize(policies.post.edit(caller, post));
        const tag = petId ? await resolvePetTag(tx, caller, petId, 'key share') : null;
        const existing = await postImages.of(tx, postId);
        const kept = keptImages(existing, input.oldImages, keptAlts);
        if (kept.length + photos.length > limits.image.perPost) throw payloadTooLarge(m.tooManyImages);
        const tags = extractTags(input.title, input.body);
        await posts.update(tx, postId, { title: input.title, body: input.body, petId: tag, tags });
        await postTags.refile(tx, postId, tags);
        await postImages.replace(tx, postId, [...kept, ...photos]);
        const keptUrls = new Set(kept.map((image) => image.url));
        const removed = await media.forget(
          tx,
          existing.filter((image) => !keptUrls.has(image.url)).map((image) => image.url),
        );
        return {
          status: 200,
          body: await postById(tx, postId, caller.id),
          afterCommit: () => media.removeNow(removed),
        };
      });
    },
  );

  /** Its images, likes, comments and replies go with it (cascade); its files are queued for removal in the same transaction. */
  app.delete<IdRequest>(
    paths.post(':id'),
    {
      schema: deleteSchema('Delete a post with its likes, comments and images', 'posts'),
    },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        const post = await getPostOr404(tx, request.params.id, 'update');
        authorize(policies.post.delete(caller, post));
        const files = await media.forget(tx, await postImages.urlsOf(tx, post.id));
        await posts.remove(tx, post.id);
        return {
          status: 200,
          body: { message: m.postDeleted },
          afterCommit: () => media.removeNow(files),
        };
      });
    },
  );
}
