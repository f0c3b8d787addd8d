import { describe, expect, it } from 'vitest';
import { avatarInitials } from './avatar-initials.ts';

describe('avatarInitials', () => {
  it('takes the first two letters of the username in upper case', () => {
    expect(avatarInitials('bella_paws')).toBe('BE');
    expect(avatarInitials('x')).toBe('X');
  });
  it('falls back to U', () => {
    expect(avatarInitials('')).toBe('U');
    expect(avatarInitials(null)).toBe('U');
    expect(avatarInitials('   ')).toBe('U');
  });
});
