import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import * as css from '@/ui/menu/menu.css.ts';

/** An item of the account menu that leads to a screen. */
export function MenuLink({ to, icon: Icon, onClick, children }: { to: LinkProps['to']; icon: LucideIcon; onClick: () => void; children: ReactNode }) {
  return (
    <li role="presentation">
      <Link to={to} role="menuitem" className={css.item} onClick={onClick}>
        <Icon size={18} aria-hidden="true" />
        {children}
      </Link>
    </li>
  );
}
