import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { badRequest, HttpError, payloadTooLarge } from './errors.ts';
import type { MultipartBody } from './route-docs.ts';
import { removeUploadFolder, uploadFolder } from './upload-files.ts';
import { isDiskFull } from '../services/media/store-errors.ts';

/** An uploaded file, kept on disk in the request's temporary folder until the answer is sent. */
export interface UploadedFile {
  field: string;
  filename: string;
  path: string;
  size: number;
}

export interface FormInput {
  /** Each text field's value; a list field's values in the order sent. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  /** Field values and file digests: what an Idempotency-Key is compared against. */
  fingerprint: unknown;
}

/**
 * Reads a multipart form (or, for clients that send no file, a JSON body)
 * into text fields and files streamed to a temporary folder, so a request
 * never holds its uploads in memory. A field the form does not declare is
 * refused (400), as the API reference says; so is a file beyond its field's count.
 * The named list fields may come many times, as `name` or `name[]` (or as a
 * JSON array): their values are kept in order under the bare name; any other
 * field sent twice keeps its last value. In a JSON body, a value that is not
 * text, a number or a boolean (or a list of them, for a list field) is
 * refused (400) rather than dropped.
 */
const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export async function readForm(request: FastifyRequest, form: MultipartBody, listFields: readonly string[] = []): Promise<FormInput> {
  const textFields = new Set(Object.keys((form.fields as { entries?: object }).entries ?? {}));
  const fileFields = new Map(
    Object.entries(form.files).flatMap(([name, file]) => [name, ...(file.aliases ?? [])].map((alias) => [alias, { name, ...file }] as const)),
  );
  const maxFiles = Object.values(form.files).reduce((sum, file) => sum + file.maxCount, 0);
  const listOf = (name: string) => {
    const bare = name.endsWith('[]') ? name.slice(0, -2) : name;
    return listFields.includes(bare) ? bare : undefined;
  };
  const refuseUnknown = (name: string) => {
    if (!textFields.has(name) && !fileFields.has(name) && !listOf(name)) throw badRequest(m.unknownFormField, { [name]: m.unknownFormField });
  };
  const fields: Record<string, string | string[]> = {};
  const files: UploadedFile[] = [];
  const counts = new Map<string, number>();
  const digests: [string, string][] = [];
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      for (const [key, value] of Object.entries(body)) {
        refuseUnknown(key);
        // A null is a field left out, as a form leaves out an empty one.
        if (value === null) continue;
        const list = listOf(key);
        const values = list && Array.isArray(value) ? value : [value];
        if (!values.every(isScalar) || (!list && Array.isArray(value))) throw badRequest(m.invalidInput, { [key]: m.invalidInput });
        fields[list ?? key] = list ? values.map(String) : String(value);
      }
    }
    return { fields, files, fingerprint: fields };
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.image.maxBytes, files: maxFiles + 2, fields: 30, fieldSize: 64 * 1024 } })) {
      refuseUnknown(part.fieldname);
      if (part.type === 'file') {
        const declared = fileFields.get(part.fieldname);
        if (!declared) throw badRequest(m.unknownFormField, { [part.fieldname]: m.unknownFormField });
        const count = counts.get(declared.name) ?? 0;
        if (count >= declared.maxCount) throw payloadTooLarge(declared.tooMany);
        const file = path.join(await uploadFolder(request), `${files.length}.upload`);
        const hash = createHash('sha256');
        let size = 0;
        const measure = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(part.file, measure, createWriteStream(file));
        if (part.file.truncated) throw payloadTooLarge(m.imageTooLarge);
        if (size === 0) continue;
        counts.set(declared.name, count + 1);
        files.push({ field: part.fieldname, filename: part.filename, path: file, size });
        digests.push([part.fieldname, hash.digest('hex')]);
      } else if (typeof part.value === 'string') {
        const list = listOf(part.fieldname);
        const sent = list ? fields[list] : undefined;
        if (list) fields[list] = Array.isArray(sent) ? [...sent, part.value] : [part.value];
        else fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Refused or cut off: what was written so far goes now, not with the answer.
    await removeUploadFolder(request).catch(() => undefined);
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(m.imageTooLarge);
    if (code === 'FST_FILES_LIMIT') throw payloadTooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw payloadTooLarge();
    if (isDiskFull(error)) throw error;
    throw new HttpError(400, m.invalidInput);
  }
  return { fields, files, fingerprint: { fields, files: digests } };
}
