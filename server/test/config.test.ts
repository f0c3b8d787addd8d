import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('PUSH_SERVICE_ORIGINS', () => {
  it('is read as a list of origins, however each is written', () => {
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:8081/, https://push.example.org/any/path ,' }).pushServiceOrigins).toEqual([
      'http://127.0.0.1:8081',
      'https://push.example.org',
    ]);
  });

  it('names none by default', () => {
    expect(loadConfig({}).pushServiceOrigins).toBeUndefined();
  });
});

describe('S3_* (images in an S3-compatible bucket)', () => {
  it('keeps images on the local disk when no bucket is named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads a self-hosted store with path-style addresses by default', () => {
    expect(loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }).s3).toEqual({
      bucket: 'media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
  });

  it('reads AWS itself (no endpoint) with virtual-host addresses and the SDK’s own credentials', () => {
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'media',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('refuses an endpoint without a bucket, saying what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
  });
});

describe('REDIS_KEY_PREFIX', () => {
  it('is read as given, and is pawpals by default', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging' }).redisKeyPrefix).toBe('staging');
    expect(loadConfig({}).redisKeyPrefix).toBe('pawpals');
  });
});

describe('TRUST_PROXY', () => {
  it('counts the proxies in front of the server; none when unset', () => {
    const hops = (value?: string) => loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
    expect([hops(), hops(''), hops('false'), hops('0'), hops('1'), hops('true'), hops(' 2 '), hops('3')]).toEqual([0, 0, 0, 0, 1, 1, 2, 3]);
  });

  it('refuses what is not a count, saying what to give', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY is "yes": give the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('DATABASE_*_TIMEOUT_MS', () => {
  it('reads each duration in milliseconds, with a few seconds by default', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 3000, statementMs: 5000, idleMs: 5000 });
    const set = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: ' 20000 ', DATABASE_IDLE_TIMEOUT_MS: '' });
    expect(set.databaseTimeouts).toEqual({ connectMs: 1500, statementMs: 20000, idleMs: 5000 });
  });

  it('refuses a value that is not a duration, naming the variable', () => {
    for (const value of ['0', '-5', '2s', '1.5']) {
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    }
  });
});

describe('REDIS_COMMAND_TIMEOUT_MS', () => {
  it('is half a second by default', () => {
    expect(loadConfig({}).redisCommandTimeoutMs).toBe(500);
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '200' }).redisCommandTimeoutMs).toBe(200);
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('is 3 s by default, and 0 closes at once', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(3000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
