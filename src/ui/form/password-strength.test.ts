import { describe, expect, it } from 'vitest';
import { levelOfScore, strengthOf } from './password-strength.ts';

describe('password strength', () => {
  it('puts zxcvbn scores on four steps, 0 and 1 both weak', () => {
    expect([0, 1, 2, 3, 4].map(levelOfScore)).toEqual([1, 1, 2, 3, 4]);
  });

  it('calls a common password weak and says so, whatever its case', async () => {
    expect(await strengthOf('password1')).toEqual({ level: 1, common: true });
    expect(await strengthOf('PassWord1')).toEqual({ level: 1, common: true });
  });

  it('calls a password shorter than the minimum weak', async () => {
    expect(await strengthOf('x7#Q')).toEqual({ level: 1, common: false });
  });

  it('rates a long unusual passphrase strong', async () => {
    expect(await strengthOf('whiskers-and-paws-on-the-blue-ladder-1987')).toEqual({ level: 4, common: false });
  });
});
