import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { normalizeTag } from '@/contract/hashtags.ts';
import { db } from '@/data/db.ts';
import { syncFollowedTags } from '@/data/tags.ts';
import { useLiveQuery } from '@/data/use-live-query.ts';
import { setTagFollow } from '@/data/writes/tag-follows.ts';
import { Button } from '@/ui/button.tsx';

/** Follow or stop following a tag: at once on this device, sent through the outbox. */
export function FollowTagButton({ tag, userId }: { tag: string; userId: string }) {
  const { t } = useLingui();
  const followed = useLiveQuery(async () => (await db.tagFollows.get(normalizeTag(tag))) !== undefined, [tag]);
  useEffect(() => {
    syncFollowedTags(userId).catch(() => undefined);
  }, [userId]);
  if (followed === undefined) return null;
  return (
    <Button variant={followed ? 'secondary' : 'primary'} aria-pressed={followed} onClick={() => void setTagFollow(userId, tag, !followed)}>
      {followed ? <Check size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
      {followed ? t({ message: 'Following', context: 'a hashtag the user follows' }) : t({ message: 'Follow', context: 'follow a hashtag' })}
    </Button>
  );
}
