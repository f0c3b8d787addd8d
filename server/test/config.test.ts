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
      timeoutMs: 3000,
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
      timeoutMs: 3000,
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

describe('SMTP_URL, MAIL_FROM, MAIL_POLL_MS, MAIL_RETRY_BASE_MS', () => {
  it('writes mails to files from a no-reply sender, polling every 5 s and retrying after 30 s, by default', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'PawPals <no-reply@localhost>',
      pollMs: 5_000,
      retryBaseMs: 30_000,
      worker: true,
    });
  });

  it('reads the SMTP server, the sender and the two intervals', () => {
    const env = {
      SMTP_URL: 'smtps://user:secret@smtp.example.org',
      MAIL_FROM: 'PawPals <hello@example.org>',
      MAIL_POLL_MS: '250',
      MAIL_RETRY_BASE_MS: '1000',
    };
    expect(loadConfig(env).mail).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.org',
      from: 'PawPals <hello@example.org>',
      pollMs: 250,
      retryBaseMs: 1_000,
      worker: true,
    });
  });

  it('refuses an address that is not smtp:// or smtps://, without repeating it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@smtp.example.org' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@smtp.example.org' })).not.toThrow(/secret/);
  });

  it('refuses intervals that are not a number of milliseconds', () => {
    expect(() => loadConfig({ MAIL_POLL_MS: '5s' })).toThrow(/MAIL_POLL_MS is "5s"/);
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: '0' })).toThrow(/MAIL_RETRY_BASE_MS/);
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

describe('STORAGE_QUOTA_MB and S3_TIMEOUT_MS', () => {
  it('give each account 1 GB of images by default, and 0 lifts the limit', () => {
    expect(loadConfig({}).storageQuotaBytes).toBe(1024 * 1024 * 1024);
    expect(loadConfig({ STORAGE_QUOTA_MB: '50' }).storageQuotaBytes).toBe(50 * 1024 * 1024);
    expect(loadConfig({ STORAGE_QUOTA_MB: '0' }).storageQuotaBytes).toBe(0);
    expect(() => loadConfig({ STORAGE_QUOTA_MB: '1GB' })).toThrow(/STORAGE_QUOTA_MB/);
  });

  it('bound each call to the bucket to 3 s by default', () => {
    expect(loadConfig({ S3_BUCKET: 'media', S3_TIMEOUT_MS: '1500' }).s3?.timeoutMs).toBe(1500);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_TIMEOUT_MS: '0' })).toThrow(/S3_TIMEOUT_MS/);
  });
});
