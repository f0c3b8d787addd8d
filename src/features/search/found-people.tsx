import { useLingui } from '@lingui/react/macro';
import { syncUsers, useOtherUsers, useSync } from '@/data/users.ts';
import { FollowToggle } from '@/features/social/follow-button.tsx';
import { UserRow } from '@/features/social/user-row.tsx';
import { UserRowSkeleton } from '@/features/social/user-row-skeleton.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import * as css from './search-screen.css.ts';

const peopleShown = 50;

/** People whose name or username holds the words: those stored on the device at once, then the server's. */
export function FoundPeople({ words, userId }: { words: string; userId: string }) {
  const { t } = useLingui();
  const shown = useOtherUsers(userId, words, peopleShown);
  const syncing = useSync(`users:${words}`, () => syncUsers(words));
  if (shown === undefined || (shown.length === 0 && syncing)) {
    return (
      <div aria-busy="true">
        {[0, 1, 2].map((key) => (
          <UserRowSkeleton key={key} />
        ))}
      </div>
    );
  }
  if (shown.length === 0) return <EmptyState title={t`No accounts match your search.`} />;
  return (
    <ul className={css.people} aria-label={t`People`}>
      {shown.map((user) => (
        <li key={user._id}>
          <UserRow user={user} action={<FollowToggle targetId={user._id} following={user.followedByMe} />} />
        </li>
      ))}
    </ul>
  );
}
