import { describe, expect, it } from 'vitest';
import { postPhotoAlt, shownName, type UndescribedPhotoNames } from './photo-alt.ts';
import { storedPhotos } from './stored-photos.ts';

const names: UndescribedPhotoNames = {
  petPhotos: ({ number, total, petName, author }) => `Photo ${number} of ${total} of ${petName}, posted by ${author}`,
  petPhoto: ({ petName, author }) => `Photo of ${petName}, posted by ${author}`,
  photos: ({ number, total, author }) => `Photo ${number} of ${total}, posted by ${author}`,
  photo: ({ author }) => `Photo posted by ${author}`,
};

describe('postPhotoAlt', () => {
  it('uses the description when there is one, trimmed', () => {
    expect(postPhotoAlt('  Rex asleep on the sofa ', { number: 1, total: 2, petName: 'Rex', author: 'Mona' }, names)).toBe('Rex asleep on the sofa');
  });

  it('names an undescribed photo by its place, its pet and its author', () => {
    expect(postPhotoAlt('', { number: 2, total: 3, petName: 'Rex', author: 'Mona' }, names)).toBe('Photo 2 of 3 of Rex, posted by Mona');
    expect(postPhotoAlt(' ', { number: 1, total: 1, petName: 'Rex', author: 'Mona' }, names)).toBe('Photo of Rex, posted by Mona');
    expect(postPhotoAlt('', { number: 1, total: 2, petName: null, author: 'Mona' }, names)).toBe('Photo 1 of 2, posted by Mona');
    expect(postPhotoAlt('', { number: 1, total: 1, petName: null, author: 'Mona' }, names)).toBe('Photo posted by Mona');
  });
});

describe('shownName', () => {
  it('is the full name, else the username', () => {
    expect(shownName({ fullName: 'Mona Adel', username: 'mona' })).toBe('Mona Adel');
    expect(shownName({ fullName: ' ', username: 'mona' })).toBe('mona');
  });
});

describe('storedPhotos', () => {
  it('reads the described photos, or the images of a post stored before descriptions', () => {
    const media = [{ url: '/media/a.webp', alt: 'A cat', width: 10, height: 10 }];
    expect(storedPhotos({ images: ['/media/a.webp'], media })).toEqual([{ url: '/media/a.webp', alt: 'A cat' }]);
    expect(storedPhotos({ images: ['/media/a.webp'] })).toEqual([{ url: '/media/a.webp', alt: '' }]);
  });
});
