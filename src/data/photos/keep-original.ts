export interface PhotoFacts {
  /** The upright size in pixels. */
  width: number;
  height: number;
  bytes: number;
  carriesMetadata: boolean;
}

/** The original goes up as it is only when it is already within the size, carries no metadata, and is no larger than its re-encoding. */
export function keepsOriginal(original: PhotoFacts, encodedBytes: number, maxSide: number): boolean {
  return Math.max(original.width, original.height) <= maxSide && !original.carriesMetadata && original.bytes <= encodedBytes;
}
