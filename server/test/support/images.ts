import sharp from 'sharp';

const colour = { r: 200, g: 120, b: 40 };

/** A plain PNG of the given size. */
export const pngImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A plain JPEG of the given size. */
export const jpegImage = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/**
 * A JPEG stored landscape (width > height) with EXIF orientation 6 (shown
 * rotated a quarter turn) and a GPS position, camera and author in its EXIF:
 * what a phone photo carries and the server must strip.
 */
export const jpegWithGpsAndOrientation = (width = 120, height = 60) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PawCam', Model: 'Secret Model 9', Artist: 'Private Person', Orientation: '6' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
