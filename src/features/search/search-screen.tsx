import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from '@/data/recent-searches.ts';
import { useSession } from '@/data/session.ts';
import { SearchBox } from '@/features/social/search-box.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { Tabs } from '@/ui/tabs.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { FoundPeople } from './found-people.tsx';
import { FoundPosts } from './found-posts.tsx';
import { RecentSearches } from './recent-searches.tsx';
import * as css from './search-screen.css.ts';

type Tab = 'posts' | 'people';

/** Typing pauses this long before the address, and so the results, follow the words. */
const typingPauseMs = 400;

/** Posts and people found by their words; the words live in the address (`?q=`), the last searches on the device. */
export function SearchScreen({ words, tab }: { words: string; tab: Tab }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate({ from: '/search' });
  const [typed, setTyped] = useState(words);
  const [recent, setRecent] = useState(readRecentSearches);
  const title = t({ message: 'Search', context: 'title of the search screen' });
  useDocumentTitle(words ? t`Search: ${words}` : title);

  const show = (next: { q?: string; tab?: Tab }, replace: boolean) => {
    const q = next.q ?? words;
    const shownTab = next.tab ?? tab;
    void navigate({ search: { ...(q && { q }), ...(shownTab === 'people' && { tab: 'people' as const }) }, replace });
  };

  // The address follows the words once typing pauses (replacing, so back leaves the screen, not each letter).
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === words) return;
    const timer = setTimeout(() => show({ q: wanted }, true), typingPauseMs);
    return () => clearTimeout(timer);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    if (!wanted) return;
    setRecent(rememberSearch(wanted));
    show({ q: wanted }, false);
  };

  const pick = (picked: string) => {
    setTyped(picked);
    setRecent(rememberSearch(picked));
    show({ q: picked }, false);
  };

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <h1 className={css.title}>{title}</h1>
      <search>
        <form onSubmit={submit} className={css.form}>
          <SearchBox label={t`Search posts and people`} placeholder={t`Search posts and people…`} value={typed} onChange={setTyped} />
        </form>
      </search>
      {words && session ? (
        <Tabs
          label={t`Search results`}
          tabs={[
            { key: 'posts', label: t`Posts` },
            { key: 'people', label: t`People` },
          ]}
          active={tab}
          onChange={(next) => show({ tab: next }, true)}
        >
          {tab === 'posts' ? <FoundPosts words={words} userId={session._id} /> : <FoundPeople words={words} userId={session._id} />}
        </Tabs>
      ) : (
        <RecentSearches searches={recent} onPick={pick} onClear={() => setRecent(forgetRecentSearches())} />
      )}
    </div>
  );
}
