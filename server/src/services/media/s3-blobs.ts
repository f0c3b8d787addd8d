import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import type { BlobStore } from './blobs.ts';

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
  });
  const Bucket = config.bucket;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyPrefix + key, Body: data, ContentType: contentType }));
    },
    async putStream(key, body, size) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyPrefix + key, Body: body, ContentLength: size, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyPrefix + key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyPrefix + key }));
    },
  };
}
