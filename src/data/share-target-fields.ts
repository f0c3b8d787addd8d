/**
 * The Web Share Target the manifest declares and the service worker answers:
 * another app (a phone's gallery, say) posts photos and text here.
 * Kept free of imports, so the build config can read it.
 */
export const shareTarget = {
  action: '/share-target',
  title: 'title',
  text: 'text',
  url: 'url',
  files: 'images',
} as const;

/** Where the worker sends the person once the shared items are stored. */
export const sharedPostPath = '/add-post?shared=1';
