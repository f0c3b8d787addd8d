import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { iconBadge } from '@/ui/layout.css.ts';
import * as css from './page.css.ts';

interface PagePanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** Shown in a badge above the heading. */
  icon?: LucideIcon;
  className?: string;
  children: ReactNode;
}

/** A card of an information page: a section named by its heading. */
export function PagePanel({ id, title, icon: Icon, className = '', children }: PagePanelProps) {
  return (
    <section className={`${css.panel} ${className}`.trim()} aria-labelledby={id}>
      {Icon ? (
        <span className={iconBadge}>
          <Icon size={24} aria-hidden="true" />
        </span>
      ) : null}
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
