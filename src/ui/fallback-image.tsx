import { useState, type ImgHTMLAttributes } from 'react';

export const placeholderImage = '/placeholder.svg';

/** An image that shows the placeholder in public/ when its source fails; a new source is tried afresh. */
export function FallbackImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const failed = src !== undefined && src === failedSrc;
  return <img {...props} src={failed || !src ? placeholderImage : src} alt={alt} onError={() => setFailedSrc(src)} />;
}
