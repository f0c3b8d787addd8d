import { describe, expect, it } from 'vitest';
import { fingerprint, SubmissionKeys } from './submission-key.ts';

const counter = () => {
  let n = 0;
  return () => {
    n += 1;
    return `key-${n}`;
  };
};
const photo = (name: string, bytes: string, lastModified = 1) => new File([bytes], name, { type: 'image/png', lastModified });

describe('submission keys', () => {
  it('give the same content submitted again the same key', () => {
    const keys = new SubmissionKeys(counter());
    const image = photo('cat.png', 'abc');
    expect(keys.keyFor({ title: 'Hi', body: 'Nap', files: [image] })).toBe('key-1');
    expect(keys.keyFor({ body: 'Nap', files: [image], title: 'Hi' })).toBe('key-1');
    expect(keys.keyFor({ title: 'Hi', body: 'Nap', files: [photo('cat.png', 'abc')] })).toBe('key-1');
  });

  it('give changed content a new key, and going back to old content yet another', () => {
    const keys = new SubmissionKeys(counter());
    expect(keys.keyFor({ body: 'Nap' })).toBe('key-1');
    expect(keys.keyFor({ body: 'Naps' })).toBe('key-2');
    expect(keys.keyFor({ body: 'Nap' })).toBe('key-3');
  });

  it('see a changed, added or removed file as changed content', () => {
    const keys = new SubmissionKeys(counter());
    const first = keys.keyFor({ files: [photo('a.png', 'abc')] });
    expect(keys.keyFor({ files: [photo('a.png', 'abcd')] })).not.toBe(first);
    expect(keys.keyFor({ files: [photo('a.png', 'abcd', 2)] })).toBe('key-3');
    expect(keys.keyFor({ files: [photo('a.png', 'abcd', 2), photo('b.png', 'x')] })).toBe('key-4');
    expect(keys.keyFor({ files: [] })).toBe('key-5');
    expect(keys.keyFor({ image: null })).toBe('key-6');
  });

  it('start over after a success, even with the same content', () => {
    const keys = new SubmissionKeys(counter());
    expect(keys.keyFor({ body: 'Nap' })).toBe('key-1');
    keys.succeeded();
    expect(keys.keyFor({ body: 'Nap' })).toBe('key-2');
  });

  it('make fresh keys by default', () => {
    const keys = new SubmissionKeys();
    const key = keys.keyFor({ a: 1 });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new SubmissionKeys().keyFor({ a: 1 })).not.toBe(key);
  });

  it('tell values apart by type and nesting', () => {
    expect(fingerprint({ age: 1 })).not.toBe(fingerprint({ age: '1' }));
    expect(fingerprint({ a: { b: 1 } })).not.toBe(fingerprint({ a: [1] }));
    expect(fingerprint({ a: 1, b: undefined })).toBe(fingerprint({ a: 1 }));
  });
});
