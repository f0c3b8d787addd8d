/** A photo ready to be sent: re-encoded on the device (or the original, when that is better or the browser cannot), and its upright size. */
export interface PreparedPhoto {
  blob: Blob;
  /** Null when the browser could not read the size (the original is sent). */
  width: number | null;
  height: number | null;
}

/** What the page asks the resize worker, and what it answers. */
export interface ResizeRequest {
  id: number;
  file: Blob;
}

export type ResizeAnswer = { id: number; ok: true; photo: PreparedPhoto } | { id: number; ok: false };
