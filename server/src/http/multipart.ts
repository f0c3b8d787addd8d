import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { HttpError, payloadTooLarge } from './errors.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface FormInput {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Field values and file digests: what an Idempotency-Key is compared against. */
  fingerprint: unknown;
}

/**
 * Reads a multipart form (or, for clients that send no file, a JSON body)
 * into text fields and in-memory files. Only the named file fields are kept.
 */
export async function readForm(request: FastifyRequest, fileFields: readonly string[], maxFiles: number): Promise<FormInput> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
      }
    }
    return { fields, files, fingerprint: fields };
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.image.maxBytes, files: maxFiles + 2, fields: 30, fieldSize: 64 * 1024 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (!fileFields.includes(part.fieldname) || buffer.length === 0) continue;
        if (files.length >= maxFiles) throw payloadTooLarge(m.tooManyImages);
        files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(m.imageTooLarge);
    if (code === 'FST_FILES_LIMIT') throw payloadTooLarge(m.tooManyImages);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw payloadTooLarge();
    throw new HttpError(400, m.invalidInput);
  }
  const digest = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');
  return { fields, files, fingerprint: { fields, files: files.map((file) => [file.field, digest(file.buffer)]) } };
}
