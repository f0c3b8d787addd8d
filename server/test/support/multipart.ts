export interface FilePart {
  field: string;
  filename: string;
  content: Buffer | string;
  /** The declared type; the server must not trust it. */
  type?: string;
}

/**
 * A multipart/form-data body for `app.inject`, encoded by the platform's own
 * FormData so the boundary and escaping are what a browser would send.
 */
export async function multipartBody(
  /** Text fields; as a list of pairs, a name may come more than once (`mediaIds[]`). */
  fields: Record<string, string> | [string, string][] = {},
  files: FilePart[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    form.append(file.field, new Blob([new Uint8Array(bytes)], { type: file.type ?? 'application/octet-stream' }), file.filename);
  }
  const response = new Response(form);
  const payload = Buffer.from(await response.arrayBuffer());
  return { payload, headers: { 'content-type': response.headers.get('content-type')! } };
}
