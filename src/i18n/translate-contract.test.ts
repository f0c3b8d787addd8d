import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from '@/contract/messages.ts';
import { contractMessageId } from '@/contract/message-ids.ts';
import { translateContract } from './translate-contract.ts';

function catalog(locale: string): Record<string, string> {
  const po = PO.parse(readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8'));
  return Object.fromEntries(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

describe('contract texts in the catalogs', () => {
  const arabic = catalog('ar');
  const english = catalog('en');
  const keys = Object.keys(messages) as MessageKey[];

  it('holds every contract text once, under its key, with the contract’s own English', () => {
    for (const key of keys) expect(english[contractMessageId(key)], key).toBe(messages[key]);
  });

  it('translates every contract text into Arabic', () => {
    const untranslated = keys.filter((key) => !arabic[contractMessageId(key)]?.trim());
    expect(untranslated).toEqual([]);
  });

  it('turns a server message into the active language and passes unknown text through', () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar: arabic } });
    expect(translateContract(i18n, messages.usernameTaken)).toBe(arabic[contractMessageId('usernameTaken')]);
    expect(translateContract(i18n, messages.usernameTaken)).not.toBe(messages.usernameTaken);
    expect(translateContract(i18n, 'Some proxy said no')).toBe('Some proxy said no');
  });
});
