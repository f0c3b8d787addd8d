import type { ReactNode } from 'react';
import { narrow } from '@/ui/layout.css.ts';
import { PageHero } from './page-hero.tsx';
import * as css from './page.css.ts';

/** A signed-in screen whose content arrives with a later issue: its heading and what it is for, nothing that pretends. */
export function PlaceholderScreen({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className={`${narrow} ${css.page}`}>
      <PageHero title={title} lead={description} />
    </div>
  );
}
