import { describe, expect, it } from 'vitest';
import { extractTags, isTag, normalizeTag, splitTags } from './hashtags.ts';

describe('hashtags', () => {
  it('finds English and Arabic tags as written', () => {
    expect(extractTags('Sunny day #Cats and #قطط_صغيرة!')).toEqual(['Cats', 'قطط_صغيرة']);
  });

  it('reads mixed scripts and marks inside one tag', () => {
    expect(extractTags('#كَلب #dog_قط #café')).toEqual(['كَلب', 'dog_قط', 'café']);
  });

  it('ends a tag at punctuation', () => {
    expect(extractTags('Look: #dogs, #cats. (#birds) #fish؟')).toEqual(['dogs', 'cats', 'birds', 'fish']);
  });

  it('keeps one of each tag across texts, whatever its case', () => {
    expect(extractTags('#Cats in the title', 'and #cats, #CATS in the body')).toEqual(['Cats']);
  });

  it('leaves URL fragments, entities, numbers and a lone # alone', () => {
    expect(extractTags('https://example.com/page#section example.com/#top a&#39;b issue #42 # alone word#inside ##double')).toEqual([]);
  });

  it('normalizes case and compatibility forms', () => {
    expect(normalizeTag('Ｃats')).toBe('cats');
    expect(normalizeTag('قطط')).toBe('قطط');
  });

  it('splits a text into words and tags in order', () => {
    expect(splitTags('hi #Cats, bye')).toEqual([{ text: 'hi ' }, { tag: 'Cats' }, { text: ', bye' }]);
    expect(splitTags('no tags')).toEqual([{ text: 'no tags' }]);
  });

  it('accepts only tag characters up to 50', () => {
    expect(isTag('قطط')).toBe(true);
    expect(isTag('a'.repeat(51))).toBe(false);
    expect(isTag('cats!')).toBe(false);
    expect(isTag('123')).toBe(false);
  });
});
