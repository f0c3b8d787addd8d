import { useLingui } from '@lingui/react/macro';
import { useLocalPhotos } from '@/data/waiting-rows.ts';
import * as css from './changes.css.ts';

/** The photos kept on the device with a change, small, so a person sees which post or photo it is before retrying or discarding it. */
export function ChangePhotos({ changeId }: { changeId: string }) {
  const { t } = useLingui();
  const photos = useLocalPhotos(changeId);
  if (photos.length === 0) return null;
  return (
    <ul className={css.photos} aria-label={t`Photos of this change`}>
      {photos.map((photo, index) => {
        const number = index + 1;
        return (
          <li key={photo.url}>
            <img className={css.photo} src={photo.url} alt={photo.alt.trim() || t`Photo ${number}`} data-testid="change-photo" />
          </li>
        );
      })}
    </ul>
  );
}
