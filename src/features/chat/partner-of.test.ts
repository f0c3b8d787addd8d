import { describe, expect, it } from 'vitest';
import { conversationIdOf } from '@/contract/conversation.ts';
import { partnerOf } from './partner-of.ts';

describe('partnerOf', () => {
  it('finds the other participant whichever order the ids sort in', () => {
    expect(partnerOf(conversationIdOf('a1', 'b2'), 'a1')).toBe('b2');
    expect(partnerOf(conversationIdOf('a1', 'b2'), 'b2')).toBe('a1');
  });

  it('refuses a conversation one is not part of, or a malformed id', () => {
    expect(partnerOf(conversationIdOf('a1', 'b2'), 'c3')).toBeNull();
    expect(partnerOf('a1', 'a1')).toBeNull();
    expect(partnerOf('a1:a1', 'a1')).toBeNull();
  });
});
