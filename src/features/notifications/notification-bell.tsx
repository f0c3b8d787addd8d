import { lazy, Suspense, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import { useNotifications } from '@/data/notifications.ts';
import { useSession } from '@/data/session.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import { RealtimeBridge } from './realtime-bridge.tsx';
import { useAppBadge } from './use-app-badge.ts';
import * as css from './notification-bell.css.ts';

// The sheet, with its date formats and push switch, loads when it is first opened: a page start
// needs only the bell and its count.
const NotificationSheet = lazy(() => import('./notification-sheet.tsx').then((module) => ({ default: module.NotificationSheet })));

/** The bell with its unread count and the Notifications side sheet. */
export default function NotificationBell() {
  const { t } = useLingui();
  const session = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [sheetWanted, setSheetWanted] = useState(false);
  const notifications = useNotifications();
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0;
  useAppBadge(notifications && unread);

  return (
    <>
      {session && <RealtimeBridge key={session._id} user={session} />}
      <Tooltip label={t`Notifications`}>
        <button
          type="button"
          className={`${buttonClass('icon')} ${css.bell}`}
          aria-haspopup="dialog"
          onClick={() => (dialog.current ? dialog.current.showModal() : setSheetWanted(true))}
        >
          <Bell size={22} aria-hidden="true" />
          {/* The name holds the visible count, so speech input can say what it sees ("Notifications 3 unread"). */}
          <span className={visuallyHidden}>{t`Notifications`}</span>
          {unread > 0 ? (
            <>
              <span className={css.badge} data-testid="notification-count">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className={visuallyHidden}>{t`unread`}</span>
            </>
          ) : null}
        </button>
      </Tooltip>
      {sheetWanted ? (
        <Suspense fallback={null}>
          <NotificationSheet dialog={dialog} notifications={notifications} unread={unread} />
        </Suspense>
      ) : null}
    </>
  );
}
