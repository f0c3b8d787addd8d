import { messages as m } from '#contract/messages.ts';
import { badRequest } from '../http/errors.ts';
import type { FormInput } from '../http/multipart.ts';
import type { Upload } from './upload-mutation.ts';

/** The photo fields of a form that takes one photo, as parsed (`onePhotoFields` of the contract). */
interface OnePhotoInput {
  mediaId?: string | undefined;
  mediaIds: string[];
  alt?: string | undefined;
  alts: string[];
}

/**
 * The photo of a form that takes one (a pet, a gallery item, an avatar): a
 * file, or an upload named by `mediaId` (or `mediaIds[]`), described by `alt`
 * (or `alts[]`). The description is answered on its own too: sent without a
 * photo, it describes the one already there.
 */
export function onePhotoUpload(form: FormInput, input: OnePhotoInput): { upload: Upload; alt: string | undefined } {
  const mediaIds = [...new Set([...(input.mediaId ? [input.mediaId] : []), ...input.mediaIds])];
  if (mediaIds.length + form.files.length > 1) throw badRequest(m.onePhotoOnly, { mediaIds: m.onePhotoOnly });
  const alt = input.alt ?? input.alts[0];
  return { upload: { files: form.files, fingerprint: form.fingerprint, mediaIds, alts: alt === undefined ? [] : [alt] }, alt };
}
