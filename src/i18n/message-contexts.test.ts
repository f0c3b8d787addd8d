import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';

/** The Arabic catalog as the app loads it: entries keyed by the id the macros compute from text and context. */
async function arabic() {
  const content = readFileSync(new URL('../../locales/ar/messages.po', import.meta.url), 'utf8');
  const catalog = (await formatter({ lineNumbers: false }).parse(content, {
    locale: 'ar',
    sourceLocale: 'en',
    filename: 'messages.po',
  })) as Record<string, { translation?: string }>;
  return (message: string, context?: string) => catalog[generateMessageId(message, context)]?.translation;
}

describe('one English word, two meanings, two Arabic texts', () => {
  it('publishing a post is a verb, not the noun of the post page title', async () => {
    const translate = await arabic();
    const publish = translate('Post', 'button that publishes the new post');
    const title = translate('Post', 'page title of one post');
    expect(publish).toBe('نشر');
    expect(title).toBeTruthy();
    expect(publish).not.toBe(title);
  });

  it('the About of a profile is not the About-us page link', async () => {
    const translate = await arabic();
    const profile = translate('About', 'heading of the part of a profile where the person describes themselves');
    const page = translate('About', 'link to the page about PawPals');
    expect(profile).toBeTruthy();
    expect(page).toBe('من نحن');
    expect(profile).not.toBe(page);
  });

  it('no entry of these words is left without a context', async () => {
    const translate = await arabic();
    for (const word of ['About', 'Post', 'Message', 'Like', 'Share', 'Follow', 'Comment']) expect(translate(word)).toBeUndefined();
  });
});
