import { useLingui } from '@lingui/react/macro';
import { useShownSelf } from '@/data/own-profile.ts';
import { container } from '@/ui/layout.css.ts';
import { Composer } from './composer.tsx';
import { FeedList } from './feed-list.tsx';
import { FeedSidebar } from './feed-sidebar.tsx';
import { PetStrip } from './pet-strip.tsx';
import { RightColumn } from './right-column.tsx';
import { useMediaQuery } from './use-media-query.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import * as css from './feed-screen.css.ts';

/** User card and pets, the composer and every post, suggested accounts. */
export function FeedScreen() {
  const { t } = useLingui();
  const user = useShownSelf();
  useDocumentTitle(t`Feed`);
  // The own card and pets show either as the start column or, on phones, as a strip above the
  // posts: only the one on screen is drawn (the other would be hidden by the layout anyway).
  const wide = useMediaQuery(css.tablet);
  if (!user) return null;
  return (
    <div className={`${container} ${css.layout}`}>
      <h1 className={visuallyHidden}>{t`Feed`}</h1>
      {wide ? (
        <aside className={css.start} aria-label={t`You and your pets`}>
          <FeedSidebar user={user} />
        </aside>
      ) : null}
      <div className={css.composer}>
        <Composer user={user} />
      </div>
      {wide ? null : (
        <aside className={css.pets} aria-label={t`You and your pets`}>
          <PetStrip user={user} />
        </aside>
      )}
      <aside className={css.end} aria-label={t`Find pet lovers`}>
        <RightColumn />
      </aside>
      <section className={css.centre} aria-label={t`Posts`}>
        <FeedList userId={user._id} />
      </section>
    </div>
  );
}
