import { Fragment } from 'react';
import { Link } from '@tanstack/react-router';
import { splitTags } from '@/contract/hashtags.ts';
import * as css from './tagged-text.css.ts';

/** A title, body or comment with each #tag a link to its page; each tag isolated, so Arabic and English tags keep their order in either direction. */
export function TaggedText({ text }: { text: string }) {
  return splitTags(text).map((part, index) =>
    'tag' in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
      <Link key={index} to="/tags/$tag" params={{ tag: part.tag }} className={css.tag}>
        <bdi>#{part.tag}</bdi>
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
