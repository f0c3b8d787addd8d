import type { ReactNode } from 'react';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import * as css from './profile.css.ts';

/** A profile screen's frame: the back button above the profile, or above why there is none. */
export function ProfilePage({ children }: { children: ReactNode }) {
  return (
    <div className={`${narrow} ${page} ${css.profile}`}>
      <div>
        <BackButton />
      </div>
      {children}
    </div>
  );
}

export function ProfileMissing({ children }: { children: ReactNode }) {
  return (
    <p className={css.notFound} role="status">
      {children}
    </p>
  );
}
