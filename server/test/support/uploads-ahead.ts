import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { MediaUpload } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import type { RegisteredUser } from './accounts.ts';
import { sendForm } from './content-fixtures.ts';
import { jpegImage } from './images.ts';

/** POST /api/media with one JPEG of the given size (a distinct image per size) and its description. */
export async function sendAhead(
  app: FastifyInstance,
  owner: RegisteredUser,
  options: { alt?: string; width?: number; height?: number; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const content = await jpegImage(options.width ?? 320, options.height ?? 240);
  const fields: Record<string, string> = options.alt === undefined ? {} : { alt: options.alt };
  return sendForm(app, 'POST', paths.media, owner, fields, [{ field: 'image', filename: 'photo.jpg', content, type: 'image/jpeg' }], options.headers);
}

/** A photo uploaded ahead (201 expected). */
export async function uploadAhead(app: FastifyInstance, owner: RegisteredUser, options: Parameters<typeof sendAhead>[2] = {}): Promise<MediaUpload> {
  const response = await sendAhead(app, owner, options);
  if (response.statusCode !== 201) throw new Error(`POST /api/media answered ${response.statusCode}: ${response.body}`);
  return response.json<MediaUpload>();
}

/** The form pairs naming photos uploaded ahead, and descriptions, in order. */
export const photoPairs = (mediaIds: string[], alts: string[] = []): [string, string][] => [
  ...mediaIds.map((id): [string, string] => ['mediaIds[]', id]),
  ...alts.map((alt): [string, string] => ['alts[]', alt]),
];
