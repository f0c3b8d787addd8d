import { describe, expect, it } from 'vitest';
import { matchesUser } from './match-user.ts';

const rex = { username: 'rex_lover', fullName: 'Mona Saleh' };

describe('matchesUser', () => {
  it('matches the username or the full name without regard to case', () => {
    expect(matchesUser(rex, 'REX')).toBe(true);
    expect(matchesUser(rex, 'mona s')).toBe(true);
    expect(matchesUser(rex, 'cat')).toBe(false);
  });

  it('lets everyone through on a blank query', () => {
    expect(matchesUser(rex, '   ')).toBe(true);
  });
});
