const keys = new WeakMap<Blob, string>();
let next = 0;

/** A stable key for a picked file, for lists of photos that grow and shrink. */
export function fileKey(file: Blob): string {
  let key = keys.get(file);
  if (key === undefined) {
    key = `file-${next++}`;
    keys.set(file, key);
  }
  return key;
}
