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

describe('REDIS_KEY_PREFIX', () => {
  it('is read as given, and is pawpals by default', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging' }).redisKeyPrefix).toBe('staging');
    expect(loadConfig({}).redisKeyPrefix).toBe('pawpals');
  });
});
