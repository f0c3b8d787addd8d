import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The temporary folder holding a request's uploaded files, if it made one. */
const folders = new WeakMap<FastifyRequest, Promise<string>>();

/** The request's own temporary folder for uploads, made on first use under the configured folder (the system's by default). */
export function uploadFolder(request: FastifyRequest): Promise<string> {
  let folder = folders.get(request);
  if (!folder) {
    const parent = request.server.config.uploadTempDir ?? os.tmpdir();
    folder = mkdtemp(path.join(parent, 'pawpals-upload-'));
    folders.set(request, folder);
  }
  return folder;
}

/** Removes the request's uploaded files; safe to call more than once, and when there were none. */
export async function removeUploadFolder(request: FastifyRequest): Promise<void> {
  const folder = folders.get(request);
  if (!folder) return;
  const made = await folder.catch(() => null);
  if (made) await rm(made, { recursive: true, force: true });
}
