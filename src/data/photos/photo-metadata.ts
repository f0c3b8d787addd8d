/** How many bytes of a file's start are read to find its metadata. */
export const headerBytes = 256 * 1024;

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** Whether a JPEG's header holds an APP1 segment (EXIF or XMP: orientation, GPS, camera). */
function jpegHasMetadata(bytes: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    // Start of scan or end of image: no more header segments.
    if (marker === 0xda || marker === 0xd9) return false;
    if (marker === 0xe1) return true;
    at += 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  }
  return false;
}

/** Whether a PNG holds an eXIf chunk or text chunks (where XMP travels). */
function pngHasMetadata(bytes: Uint8Array): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
    const type = ascii(bytes, at + 4, 4);
    if (type === 'eXIf' || type === 'iTXt' || type === 'tEXt' || type === 'zTXt') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

/** Whether the start of an image file carries metadata that must not leave the device as it is. Unknown formats count as carrying it. */
export function carriesMetadata(header: Uint8Array): boolean {
  if (header[0] === 0xff && header[1] === 0xd8) return jpegHasMetadata(header);
  if (ascii(header, 1, 3) === 'PNG') return pngHasMetadata(header);
  return true;
}
