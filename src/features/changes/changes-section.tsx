import type { ReactNode } from 'react';
import * as css from './changes.css.ts';

/** One group of changes, named by its heading, as a list. */
export function ChangesSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      <ul className={css.list}>{children}</ul>
    </section>
  );
}
