import { useEffect, useMemo } from 'react';
import { photoTileImage } from '@/ui/photo-tile.css.ts';

/** A picked file's preview; decorative, since its description field follows it. */
export function PhotoThumb({ file }: { file: Blob }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className={photoTileImage} src={url} alt="" />;
}
