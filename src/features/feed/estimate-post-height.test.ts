import { describe, expect, it } from 'vitest';
import { estimatePostHeight } from './estimate-post-height.ts';

const text = (body: string) => ({ body, images: [] });
const withPhoto = (body: string) => ({ body, images: ['/media/a.webp'] });

describe('estimatePostHeight', () => {
  it('counts a photo as a 4:3 block as wide as the card', () => {
    const grow = estimatePostHeight(withPhoto('Hi'), 534) - estimatePostHeight(text('Hi'), 534);
    expect(grow).toBeGreaterThanOrEqual((534 - 34) * 0.75);
  });

  it('grows with the lines the body wraps to, and with each paragraph', () => {
    const short = estimatePostHeight(text('Sunny day.'), 400);
    expect(estimatePostHeight(text('Sunny day. '.repeat(30)), 400)).toBeGreaterThan(short);
    expect(estimatePostHeight(text('One\nTwo\nThree'), 400)).toBeGreaterThan(short);
  });

  it('wraps a long body onto more lines in a narrow column', () => {
    const body = 'A long walk on the beach with the dog. '.repeat(10);
    expect(estimatePostHeight(text(body), 320)).toBeGreaterThan(estimatePostHeight(text(body), 700));
  });
});
