import type { ReactNode } from 'react';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { useMenu } from './use-menu.ts';
import * as css from './menu.css.ts';

interface MenuButtonProps {
  /** Names both the trigger and the menu ("More for Rex's post"). */
  label: string;
  /** The items; each closes the menu before it acts. */
  children: (close: () => void) => ReactNode;
}

/** A round "more" button opening a keyboard-reachable menu of actions. */
export function MenuButton({ label, children }: MenuButtonProps) {
  const { open, toggle, close, onMenuKey, wrap, trigger } = useMenu();
  return (
    <div className={css.wrap} ref={wrap}>
      <button ref={trigger} type="button" className={css.iconTrigger} aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={toggle}>
        <MoreHorizontal size={20} aria-hidden="true" />
      </button>
      {open ? (
        <div className={css.menu}>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows role menu on a list, and its items carry role menuitem. */}
          <ul className={css.list} role="menu" aria-label={label} onKeyDown={onMenuKey}>
            {children(() => close(false))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** One action of a menu. */
export function MenuItem({ icon: Icon, onSelect, children }: { icon: LucideIcon; onSelect: () => void; children: ReactNode }) {
  return (
    <li role="presentation">
      <button type="button" role="menuitem" className={css.item} onClick={onSelect}>
        <Icon size={18} aria-hidden="true" />
        {children}
      </button>
    </li>
  );
}
