/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { shareTarget, sharedPostPath } from '../src/data/share-target-fields.ts';
import { sortSharedFiles, storeSharedPost } from '../src/data/posts/shared-post.ts';

declare const self: ServiceWorkerGlobalScope;

const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value.trim() : '');

async function receiveShare(request: Request): Promise<Response> {
  const form = await request.formData();
  const shared = form.getAll(shareTarget.files).filter((entry): entry is File => entry instanceof File && entry.size > 0);
  const { files, refused } = sortSharedFiles(shared);
  // A link shared alone comes as url (or inside text); it belongs in the post's text.
  const text = [textOf(form.get(shareTarget.text)), textOf(form.get(shareTarget.url))].filter(Boolean).join('\n');
  await storeSharedPost({ title: textOf(form.get(shareTarget.title)), text, files, refused });
  return Response.redirect(new URL(sharedPostPath, self.location.origin).href, 303);
}

/** Photos shared from another app: kept in IndexedDB, then the add-post form opens with them attached. */
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === shareTarget.action,
  ({ request }) => receiveShare(request),
  'POST',
);
