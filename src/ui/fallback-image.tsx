import { useState, type ImgHTMLAttributes } from 'react';

export const placeholderImage = '/placeholder.svg';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  /** Tried when `src` fails: a smaller copy, often the one already kept on the device. */
  fallbackSrc?: string;
};

/**
 * An image that tries `fallbackSrc` when its source fails, then shows the placeholder in public/;
 * a new source is tried afresh.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = [src, fallbackSrc].find((candidate) => candidate && !failed.has(candidate)) ?? placeholderImage;
  const fail = () => {
    if (shown !== placeholderImage) setFailed((before) => new Set(before).add(shown));
  };
  return <img {...props} src={shown} alt={alt} onError={fail} />;
}
