import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { BlobStore } from './blobs.ts';
import { MediaStoreUnavailable } from './store-errors.ts';

/**
 * Blobs as objects in one bucket of any S3-compatible store (AWS S3, MinIO,
 * Ceph, R2…), their keys under `keyPrefix` (images have none; data exports
 * are under "exports/").
 */
export function s3Blobs(config: S3Config, { keyPrefix = '', contentType = 'image/webp' } = {}): BlobStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where the protocol needs them: many S3-compatible stores do not accept the SDK's streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever for a store that accepts and never answers, and tries three times: a stopped store would hold a request for minutes.
    // requestTimeout runs until the answer's headers arrive; without throwOnRequestTimeout it only logs a warning.
    requestHandler: { connectionTimeout: config.timeoutMs, requestTimeout: config.timeoutMs, throwOnRequestTimeout: true },
    maxAttempts: 2,
  });
  const Bucket = config.bucket;
  const send = async <T>(operation: string, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw new MediaStoreUnavailable(operation, error);
    }
  };
  return {
    async put(key, data) {
      await send('put', () => client.send(new PutObjectCommand({ Bucket, Key: keyPrefix + key, Body: data, ContentType: contentType })));
    },
    async putStream(key, body, size) {
      // An archive takes as long to send as its size needs: the bound grows with it (at 256 KB/s), so only a store that stalls fails it.
      const requestTimeout = config.timeoutMs + Math.ceil(size / 256);
      await send('put', () =>
        client.send(new PutObjectCommand({ Bucket, Key: keyPrefix + key, Body: body, ContentLength: size, ContentType: contentType }), {
          requestTimeout,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyPrefix + key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw new MediaStoreUnavailable('get', error);
      }
    },
    async remove(key) {
      await send('remove', () => client.send(new DeleteObjectCommand({ Bucket, Key: keyPrefix + key })));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const listed = await send('list', () => client.send(new ListObjectsV2Command({ Bucket, Prefix: keyPrefix || undefined, ContinuationToken })));
        yield (listed.Contents ?? []).flatMap((object) =>
          object.Key ? [{ key: object.Key.slice(keyPrefix.length), modifiedAt: object.LastModified ?? new Date(), size: object.Size ?? 0 }] : [],
        );
        ContinuationToken = listed.IsTruncated ? listed.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
