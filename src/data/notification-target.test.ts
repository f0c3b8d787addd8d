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

  it('opens Your data for a ready data export, never a post or a profile, and keeps each on its own', () => {
    const ready = {
      ...base,
      type: 'export-ready' as const,
      from: { ...from, _id: 'u-reader' },
      download: { url: 'https://pawpals.example.org/api/users/me/export/download?token=t', expiresAt: '2026-01-08T00:00:00.000Z' },
    };
    expect(notificationUrl(ready, 'u-reader')).toBe('/your-data');
    expect(notificationUrl(ready, undefined)).toBe('/your-data');
    expect(notificationTag(ready)).not.toBe(notificationTag({ ...ready, _id: 'n2' }));
  });

  it('leads a removal by a moderator to the rules and a handled report to the feed, never to the moderator’s profile', () => {
    const removed = { ...base, type: 'content-removed' as const, from: { ...from, _id: 'u-moderator' } };
    expect(notificationUrl(removed, 'u-reader')).toBe('/terms');
    expect(notificationUrl({ ...removed, type: 'report-handled' as const }, 'u-reader')).toBe('/feed');
  });
});
