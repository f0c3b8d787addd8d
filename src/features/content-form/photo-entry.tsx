import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { limits } from '@/contract/limits.ts';
import { photoTile } from '@/ui/photo-tile.css.ts';
import { TextArea } from '@/ui/form/text-area.tsx';
import * as css from './form.css.ts';

interface PhotoEntryProps {
  /** 1-based; null when the form takes one photo. */
  number: number | null;
  thumb: ReactNode;
  alt: string;
  onAlt: (alt: string) => void;
  onRemove?: () => void;
}

/** One photo of a form: its preview, the field describing it, and a button that removes it. */
export function PhotoEntry({ number, thumb, alt, onAlt, onRemove }: PhotoEntryProps) {
  const { t } = useLingui();
  return (
    <li className={css.photoEntry}>
      <div className={`${photoTile} ${css.photoEntryThumb}`}>
        {thumb}
        {onRemove ? (
          <button type="button" className={css.remove} aria-label={number === null ? t`Remove image` : t`Remove photo ${number}`} onClick={onRemove}>
            <X size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <TextArea
        name="alts"
        rows={2}
        maxLength={limits.alt.max}
        label={number === null ? t`Description (alt text)` : t`Description (alt text) of photo ${number}`}
        hint={t`What the photo shows, for people who use a screen reader.`}
        value={alt}
        onChange={(event) => onAlt(event.target.value)}
      />
    </li>
  );
}
