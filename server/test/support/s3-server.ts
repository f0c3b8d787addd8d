import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../src/config.ts';

export interface TestS3Server {
  config: S3Config;
  /** Every object key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops serving (connections refused) and keeps the bucket's files for `start`. */
  stop(): Promise<void>;
  /** Serves the same bucket on the same port again. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** An S3-protocol server on loopback (s3rver, files in a temporary folder) with one empty bucket. */
export async function startS3Server(bucket = 'pawpals-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'pawpals-s3-'));
  const serve = async (port: number) => {
    const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
    return { server, port: (await server.run()).port };
  };
  let running: Awaited<ReturnType<typeof serve>> | null = await serve(0);
  const { port } = running;
  const config: S3Config = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs: 1000,
  };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    config,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      await running?.server.close();
      running = null;
    },
    async start() {
      running ??= await serve(port);
    },
    async close() {
      client.destroy();
      await running?.server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
