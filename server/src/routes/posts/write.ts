import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../src/contract/paths.ts';
import { limits } from '../../../../src/contract/limits.ts';
import { messages as m } from '../../../../src/contract/messages.ts';
import { idParams } from '../../../../src/contract/schemas/common.ts';
import { createPostSchema, editPostSchema } from '../../../../src/contract/schemas/posts.ts';
import { posts } from '../../db/schema.ts';
import { newId } from '../../db/ids.ts';
import { payloadTooLarge } from '../../http/errors.ts';
import { runMutation } from '../../http/mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { getPostOr404, postById, resolvePetTag } from '../../services/posts.ts';
import { keptImages, postImageUrls, setPostImages } from '../../services/post-images.ts';
import { postPageCache } from '../../services/post-page-cache.ts';
import { runUploadMutation } from '../upload-mutation.ts';
import { readPostForm } from './post-form.ts';

type IdRequest = { Params: { id: string } };

export async function postWriteRoutes(app: FastifyInstance) {
  const { db, media, rateLimits } = app.ctx;
  const uploads = { rateLimit: rateLimits.uploadsPerAccount };
  const cache = postPageCache(app.ctx);

  app.post(paths.addPost, { config: uploads }, async (request, reply) => {
    const caller = requireUser(request);
    const { input, petId, upload } = await readPostForm(request, caller, createPostSchema);
    return runUploadMutation(request, reply, upload, async (tx, urls) => {
      const id = newId();
      const tag = petId ? await resolvePetTag(tx, caller, petId, 'key share') : null;
      await tx.insert(posts).values({ id, userId: caller.id, petId: tag, title: input.title, body: input.body });
      await setPostImages(tx, id, urls);
      return { status: 201, body: await postById(tx, id), afterCommit: () => cache.invalidate() };
    });
  });

  /** oldImages lists the urls kept; the others' files go once the change is committed. New images follow the kept ones. */
  app.put<IdRequest>(paths.post(':id'), { schema: { params: idParams }, config: uploads }, async (request, reply) => {
    const caller = requireUser(request);
    const postId = request.params.id;
    // Checked before the upload is read too: a post's author never changes.
    authorize(policies.post.edit(caller, await getPostOr404(db, postId)));
    const { input, petId, upload } = await readPostForm(request, caller, editPostSchema);
    return runUploadMutation(request, reply, upload, async (tx, urls) => {
      const post = await getPostOr404(tx, postId, 'update');
      authorize(policies.post.edit(caller, post));
      const tag = petId ? await resolvePetTag(tx, caller, petId, 'key share') : null;
      const existing = await postImageUrls(tx, postId);
      const kept = keptImages(existing, input.oldImages);
      if (kept.length + urls.length > limits.image.perPost) throw payloadTooLarge(m.tooManyImages);
      await tx.update(posts).set({ title: input.title, body: input.body, petId: tag }).where(eq(posts.id, postId));
      await setPostImages(tx, postId, [...kept, ...urls]);
      const removed = existing.filter((url) => !kept.includes(url));
      return {
        status: 200,
        body: await postById(tx, postId),
        afterCommit: () => {
          cache.invalidate();
          return media.removeAll(removed);
        },
      };
    });
  });

  /** Its images, likes, comments and replies go with it (cascade); then its files. */
  app.delete<IdRequest>(paths.post(':id'), { schema: { params: idParams } }, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      const post = await getPostOr404(tx, request.params.id, 'update');
      authorize(policies.post.delete(caller, post));
      const files = await postImageUrls(tx, post.id);
      await tx.delete(posts).where(eq(posts.id, post.id));
      return {
        status: 200,
        body: { message: m.postDeleted },
        afterCommit: () => {
          cache.invalidate();
          return media.removeAll(files);
        },
      };
    });
  });
}
