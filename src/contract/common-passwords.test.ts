import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, loadCommonPasswords } from './common-passwords.ts';

describe('common passwords', () => {
  it('holds the ranked list of the most common ones', async () => {
    expect((await loadCommonPasswords()).size).toBeGreaterThan(commonPasswordCount * 0.95);
  });

  it('refuses the ones people pick first, whatever their case', async () => {
    for (const password of ['password1', '12345678', 'qwerty', 'PassWord1', 'iloveyou'])
      expect(await isCommonPassword(password), password).toBe(true);
  });

  it('lets a rarer password through', async () => {
    for (const password of ['correct-horse-1', 'mittens-chases-7-moths', 'قطتي تحب السمك'])
      expect(await isCommonPassword(password), password).toBe(false);
  });
});
