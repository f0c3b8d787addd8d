import { describe, expect, it } from 'vitest';
import type { Notification } from '../contract/entities.ts';
import { notificationTag, notificationUrl } from './notification-target.ts';

const from = { _id: 'u-mona', fullName: 'Mona', username: 'mona', avatar: null };
const base = { _id: 'n1', message: '', isRead: false, createdAt: '2026-01-01T00:00:00.000Z', from, post: null, count: 1 } satisfies Omit<
  Notification,
  'type'
>;

describe('where a push notification leads and how it groups', () => {
  it('groups a post’s likes, comments and replies under one tag and opens the post', () => {
    for (const type of ['like', 'comment', 'reply'] as const) {
      const notification = { ...base, _id: `n-${type}`, type, post: 'p1' };
      expect(notificationTag(notification)).toBe('post:p1');
      expect(notificationUrl(notification, 'u-reader')).toBe('/posts/p1');
    }
  });

  it('groups a conversation’s messages under one tag and opens the conversation with the reader', () => {
    const message = { ...base, type: 'message' as const };
    expect(notificationTag(message)).toBe(notificationTag({ ...message, _id: 'n2' }));
    expect(notificationTag(message)).not.toBe(notificationTag({ ...message, from: { ...from, _id: 'u-sami' } }));
    expect(notificationUrl(message, 'u-reader')).toBe(`/chats/${encodeURIComponent('u-mona:u-reader')}`);
    expect(notificationUrl(message, undefined)).toBe('/chats');
  });

  it('keeps each follow on its own and opens the follower’s profile', () => {
    const followed = { ...base, type: 'follow' as const };
    expect(notificationTag(followed)).not.toBe(notificationTag({ ...followed, _id: 'n2' }));
    expect(notificationUrl(followed, 'u-reader')).toBe('/profile/u-mona');
  });
});
