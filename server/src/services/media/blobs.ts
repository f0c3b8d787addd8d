import type { Readable } from 'node:stream';

export interface StoredBlob {
  key: string;
  /** When it was written: the orphan sweep leaves young blobs alone. */
  modifiedAt: Date;
  /** Its length in bytes. */
  size: number;
}

/** Where processed images are kept: a folder on this machine, or an S3-compatible bucket shared by every process. */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a stream of `size` bytes without holding it in memory (a data export's archive). */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  /** The stored bytes as a stream with their length, or null when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removing a key that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every blob, a page at a time. */
  list(): AsyncIterable<StoredBlob[]>;
}
