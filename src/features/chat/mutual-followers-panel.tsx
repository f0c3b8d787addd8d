import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { conversationIdOf } from '@/contract/conversation.ts';
import { useMutualFollowers } from '@/data/users.ts';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { SearchBox } from '@/features/social/search-box.tsx';
import { UserRow } from '@/features/social/user-row.tsx';
import { matchesUser } from '@/data/match-user.ts';
import { SuggestedAccounts } from '@/features/social/suggested-accounts.tsx';
import { useMutualSearch } from './use-mutual-search.ts';
import * as css from './chat-screen.css.ts';

/** "Mutual Followers" with its search. */
export function MutualFollowersPanel({ selfId, selectedId, syncing }: { selfId: string; selectedId: string | null; syncing: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const mutual = useMutualFollowers(selfId);
  const server = useMutualSearch(query);
  const shown = mutual?.filter((user) => matchesUser(user, query));
  const typed = query.trim();

  return (
    <div className={css.side}>
      <section className={css.panel} aria-labelledby="mutual-followers-title">
        <h2 id="mutual-followers-title" className={css.panelTitle}>
          <Trans>Mutual Followers</Trans>
        </h2>
        <SearchBox label={t`Search mutual followers`} placeholder={t`Search mutual followers...`} value={query} onChange={setQuery} />
        {shown === undefined || (shown.length === 0 && syncing) ? (
          <div className={css.people} aria-busy="true">
            <Skeleton blockSize="3rem" />
            <Skeleton blockSize="3rem" />
          </div>
        ) : shown.length === 0 ? (
          <p className={css.muted} role="status">
            {mutual?.length && typed ? t`No mutual followers match “${typed}”` : t`No mutual followers yet.`}
          </p>
        ) : (
          <ul className={css.people}>
            {shown.map((user) => (
              <li key={user._id} className={css.person} aria-current={user._id === selectedId ? 'true' : undefined}>
                <UserRow
                  user={user}
                  action={
                    <Button
                      variant={user._id === selectedId ? 'primary' : 'secondary'}
                      aria-label={t`Message ${user.fullName}`}
                      onClick={() =>
                        void navigate({
                          to: '/chats/$conversationId',
                          params: { conversationId: conversationIdOf(selfId, user._id) },
                        })
                      }
                    >
                      <MessageCircle size={18} aria-hidden="true" />
                      <span className={css.wideText}>
                        <Trans context="button that opens a chat with someone">Message</Trans>
                      </span>
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {server.more ? (
          <Button variant="ghost" disabled={server.loading} onClick={() => void server.loadMore()}>
            {t`Show more mutual followers`}
          </Button>
        ) : null}
      </section>
      {/* With nobody to chat with yet, the way to get someone: follow people (who follow back). */}
      {mutual?.length === 0 && !query && <SuggestedAccounts />}
    </div>
  );
}
