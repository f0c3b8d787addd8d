import { useState, type ImgHTMLAttributes } from 'react';

export const placeholderImage = '/placeholder.svg';

/** An image that shows the placeholder in public/ when its source fails. */
export function FallbackImage({ src, alt, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
  const [failed, setFailed] = useState(false);
  return <img {...props} src={failed || !src ? placeholderImage : src} alt={alt} onError={() => setFailed(true)} />;
}
