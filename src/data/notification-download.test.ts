import { describe, expect, it } from 'vitest';
import { notificationDownload } from './notification-download.ts';

const url = 'https://pawpals.example.org/api/users/me/export/download?token=abc';
const expiresAt = '2026-01-08T12:00:00.000Z';
const expiry = Date.parse(expiresAt);

describe('the download an export-ready notification carries', () => {
  it('gives its link until it expires', () => {
    expect(notificationDownload({ download: { url, expiresAt } }, expiry - 1)).toEqual({ expired: false, url, expiresAt });
  });

  it('withholds the link from the moment it expires', () => {
    expect(notificationDownload({ download: { url, expiresAt } }, expiry)).toEqual({ expired: true, expiresAt });
    expect(notificationDownload({ download: { url, expiresAt } }, expiry + 86_400_000)).toEqual({ expired: true, expiresAt });
  });

  it('counts an expiry it cannot read as expired, and other notifications as carrying none', () => {
    expect(notificationDownload({ download: { url, expiresAt: 'soon' } }, 0)).toEqual({ expired: true, expiresAt: 'soon' });
    expect(notificationDownload({}, 0)).toBeNull();
  });
});
