import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import * as css from './search-screen.css.ts';

/** The device's last searches, each one tap from being run again. */
export function RecentSearches({ searches, onPick, onClear }: { searches: string[]; onPick: (words: string) => void; onClear: () => void }) {
  const { t } = useLingui();
  if (searches.length === 0) {
    return (
      <p className={css.hint}>
        <Trans>Find posts by their words, in English or Arabic, and people by name or username.</Trans>
      </p>
    );
  }
  return (
    <section className={css.recent} aria-labelledby="recent-searches-title">
      <div className={css.recentHead}>
        <h2 id="recent-searches-title" className={css.sectionTitle}>
          <Trans>Recent searches</Trans>
        </h2>
        <button type="button" className={css.textButton} onClick={onClear} aria-label={t`Clear recent searches`}>
          <Trans>Clear</Trans>
        </button>
      </div>
      <ul className={css.recentList}>
        {searches.map((words) => (
          <li key={words}>
            <button type="button" className={css.recentItem} onClick={() => onPick(words)}>
              <History size={18} aria-hidden="true" />
              <span className={css.recentWords}>{words}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
