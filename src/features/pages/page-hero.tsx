import type { ReactNode } from 'react';
import * as css from './page.css.ts';

/** An information page's centred heading and the sentence that says what the page is for. */
export function PageHero({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <header className={css.hero}>
      <h1 className={css.title}>{title}</h1>
      <p className={css.lead}>{lead}</p>
    </header>
  );
}
