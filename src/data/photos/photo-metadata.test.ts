import { describe, expect, it } from 'vitest';
import { carriesMetadata } from './photo-metadata.ts';

const segment = (marker: number, payload: number[]) => [0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
const text = (value: string) => Array.from(value, (char) => char.charCodeAt(0));
const jpeg = (...segments: number[][]) => Uint8Array.from([0xff, 0xd8, ...segments.flat(), 0xff, 0xda, 0, 2]);

const chunk = (type: string, payload: number[] = []) => [0, 0, payload.length >> 8, payload.length & 0xff, ...text(type), ...payload, 0, 0, 0, 0];
const png = (...chunks: number[][]) => Uint8Array.from([0x89, ...text('PNG'), 0x0d, 0x0a, 0x1a, 0x0a, ...chunks.flat()]);

describe('carriesMetadata', () => {
  it('finds EXIF or XMP (APP1) in a JPEG, after other segments', () => {
    expect(carriesMetadata(jpeg(segment(0xe0, text('JFIF\0')), segment(0xe1, text('Exif\0\0'))))).toBe(true);
    expect(carriesMetadata(jpeg(segment(0xe1, text('http://ns.adobe.com/xap/1.0/\0'))))).toBe(true);
  });

  it('finds none in a JPEG with only JFIF and tables', () => {
    expect(carriesMetadata(jpeg(segment(0xe0, text('JFIF\0')), segment(0xdb, [0, 1, 2])))).toBe(false);
  });

  it('finds eXIf or text chunks in a PNG, and none in a plain one', () => {
    expect(carriesMetadata(png(chunk('IHDR', [0, 0, 0, 1]), chunk('eXIf', [1, 2]), chunk('IDAT')))).toBe(true);
    expect(carriesMetadata(png(chunk('IHDR', [0, 0, 0, 1]), chunk('tEXt', text('a\0b')), chunk('IDAT')))).toBe(true);
    expect(carriesMetadata(png(chunk('IHDR', [0, 0, 0, 1]), chunk('IDAT'), chunk('IEND')))).toBe(false);
  });

  it('counts an unknown format as carrying metadata', () => {
    expect(carriesMetadata(Uint8Array.from([1, 2, 3, 4]))).toBe(true);
  });
});
