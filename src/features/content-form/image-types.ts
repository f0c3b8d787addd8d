import { imageExtensions } from '@/contract/limits.ts';

const accepted = new Set<string>(imageExtensions);

/** Only .jpg, .jpeg and .png names are accepted; the server checks the bytes again. */
export function isAcceptedImageName(name: string): boolean {
  const dot = name.lastIndexOf('.');
  return dot > 0 && accepted.has(name.slice(dot + 1).toLowerCase());
}

/** Splits picked files into the accepted ones and the names of the refused ones. */
export function sortImageFiles(files: readonly File[]): { accepted: File[]; refused: string[] } {
  const result = { accepted: [] as File[], refused: [] as string[] };
  for (const file of files) {
    if (isAcceptedImageName(file.name)) result.accepted.push(file);
    else result.refused.push(file.name);
  }
  return result;
}

export const imageAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';
