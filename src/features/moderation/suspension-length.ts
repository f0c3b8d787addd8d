import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** The lengths offered, in days; `forever` is a suspension for good. */
export const suspensionChoices = ['1', '7', '30', 'forever'] as const;

/** "for 7 days", or "for good" without a number of days. */
export function suspensionText(i18n: I18n, days: number | null | undefined): string {
  if (days === undefined || days === null) return i18n._(msg`for good`);
  return i18n._(msg`${plural(days, { one: 'for # day', other: 'for # days' })}`);
}
