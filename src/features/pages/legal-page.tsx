import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@/i18n/format-date.ts';
import { narrow } from '@/ui/layout.css.ts';
import * as css from './page.css.ts';

/** Terms and privacy were last updated June 15, 2023. */
const lastUpdated = '2023-06-15';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({ title, sections }: { title: string; sections: readonly LegalSection[] }) {
  const { i18n } = useLingui();
  const date = formatDate(lastUpdated, i18n.locale);
  return (
    <article className={`${narrow} ${css.page}`}>
      <header className={css.hero}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.updated}>
          <Trans>Last updated: {date}</Trans>
        </p>
      </header>
      <div className={`${css.panel} ${css.prose}`}>
        {sections.map((section, index) => (
          <section key={section.title} className={css.section} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`} className={css.sectionTitle}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
