import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/data/session.ts';
import { syncUsers, useOtherUsers, useSync } from '@/data/users.ts';
import { FollowToggle } from './follow-button.tsx';
import { SearchBox } from './search-box.tsx';
import { UserRow } from './user-row.tsx';
import { UserRowSkeleton } from './user-row-skeleton.tsx';
import * as css from './suggested-accounts.css.ts';

/** The most rows drawn: the newest people, or the newest who match the search. */
const suggestionsShown = 30;

/** The feed's search box and suggested accounts with Follow/Unfollow. */
export function SuggestedAccounts() {
  const { t } = useLingui();
  const session = useSession();
  const [query, setQuery] = useState('');
  const search = query.trim();
  const [asked, setAsked] = useState(search);
  // The server is asked once typing pauses; what is stored is filtered at every key.
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const shown = useOtherUsers(session?._id ?? '', search, suggestionsShown);
  // The first page on mount; a search also asks the server, for people beyond it.
  const syncing = useSync(session ? `users:${asked}` : null, () => syncUsers(asked));

  return (
    <section className={css.panel} aria-labelledby="suggested-accounts-title">
      <h2 id="suggested-accounts-title" className={css.title}>
        <Trans>Suggested accounts</Trans>
      </h2>
      <SearchBox label={t`Search accounts`} placeholder={t`Search by name or username...`} value={query} onChange={setQuery} />
      {shown === undefined || (shown.length === 0 && syncing) ? (
        <div className={css.loading} aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <UserRowSkeleton key={key} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className={css.empty}>{search ? <Trans>No accounts match your search.</Trans> : <Trans>No other pet lovers here yet.</Trans>}</p>
      ) : (
        <ul className={css.list} aria-label={t`Suggested accounts`}>
          {shown.map((user) => (
            <li key={user._id}>
              <UserRow user={user} action={<FollowToggle targetId={user._id} following={user.followedByMe} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
