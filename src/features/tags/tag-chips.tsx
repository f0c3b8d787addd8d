import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import * as css from './explore-screen.css.ts';

/** Tags as chips, each opening its page, with how many new posts carried it when known. */
export function TagChips({ tags }: { tags: { tag: string; posts?: number }[] }) {
  const { t } = useLingui();
  return (
    <ul className={css.chips}>
      {tags.map(({ tag, posts }) => (
        <li key={tag}>
          <Link to="/tags/$tag" params={{ tag }} className={css.chip}>
            <bdi>#{tag}</bdi>
            {posts === undefined ? null : <span className={css.chipCount}>{t`Posts: ${posts}`}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
