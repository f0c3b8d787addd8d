import type { ReactNode } from 'react';
import { PawIcon } from '@/ui/paw-icon.tsx';
import * as css from './empty-state.css.ts';

/** A real empty state: what is missing and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={css.empty}>
      <PawIcon size={40} className={css.icon} />
      <p className={css.title}>{title}</p>
      {children}
    </div>
  );
}
