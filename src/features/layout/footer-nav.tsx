import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import * as css from './footer.css.ts';

/** One of the footer's link columns, named by its heading; its children are the list items. */
export function FooterNav({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      <ul className={css.list}>{children}</ul>
    </nav>
  );
}

export function FooterLink({ to, children }: { to: LinkProps['to']; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={css.link}>
        {children}
      </Link>
    </li>
  );
}
