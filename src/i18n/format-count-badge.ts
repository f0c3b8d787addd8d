import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Beyond this a badge says "99+". */
const badgeMax = 99;

/** A count for a small badge, in the language's digits: "7", or "99+" beyond 99. */
export function formatCountBadge(i18n: I18n, count: number): string {
  if (count <= badgeMax) return i18n.number(count);
  const max = i18n.number(badgeMax);
  return i18n._(msg({ message: `${max}+`, comment: 'A badge count beyond 99: "99+"' }));
}
