/**
 * A form's Idempotency-Key lives as long as what the person typed: sending
 * the same content again (after an answer was lost) carries the same key, so
 * the server applies it once; changed content, or a new form after a
 * success, gets a new key.
 */
export class SubmissionKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(values: unknown): string {
    const print = fingerprint(values);
    if (this.current?.fingerprint !== print) this.current = { fingerprint: print, key: this.newKey() };
    return this.current.key;
  }

  /** The server took it: the next submission is a new one, even with the same content. */
  succeeded(): void {
    this.current = null;
  }
}

/** Values as text that changes whenever the content does: files by name, size, type and modification time. */
export function fingerprint(value: unknown): string {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const file = value as Partial<File>;
    return `blob(${JSON.stringify([file.name ?? '', value.size, value.type, file.lastModified ?? 0])})`;
  }
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${fingerprint(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}
