import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { deviceOf } from './device-name.ts';

/** "Chrome on Windows", in the active language; what the User-Agent does not tell is said plainly. */
export function deviceLabel(i18n: I18n, userAgent: string): string {
  const { browser, system } = deviceOf(userAgent);
  if (browser && system) return i18n._(msg`${browser} on ${system}`);
  if (browser) return browser;
  if (system) return i18n._(msg`Unknown browser on ${system}`);
  return i18n._(msg`Unknown browser`);
}

const handheld = new Set(['iPhone', 'Android', 'iPad']);

export const isHandheld = (userAgent: string): boolean => handheld.has(deviceOf(userAgent).system ?? '');
