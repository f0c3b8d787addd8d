import { describe, expect, it } from 'vitest';
import { isAcceptedImageName, sortImageFiles } from './image-types.ts';

describe('image types', () => {
  it('accepts jpg, jpeg and png in any case', () => {
    expect(['a.jpg', 'b.JPEG', 'c.Png'].every(isAcceptedImageName)).toBe(true);
  });

  it('refuses other names, including a bare extension', () => {
    expect(['cat.gif', 'dog.webp', '.png', 'png', 'photo.png.exe'].some(isAcceptedImageName)).toBe(false);
  });

  it('keeps the refused names in order', () => {
    const files = ['a.png', 'b.gif', 'c.jpg', 'd.bmp'].map((name) => new File(['x'], name));
    const { accepted, refused } = sortImageFiles(files);
    expect(accepted.map((file) => file.name)).toEqual(['a.png', 'c.jpg']);
    expect(refused).toEqual(['b.gif', 'd.bmp']);
  });
});
