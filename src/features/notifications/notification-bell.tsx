import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Bell } from 'lucide-react';
import toast from 'react-hot-toast';
import { useNotifications, useUnreadCount } from '@/data/notifications.ts';
import { useSession } from '@/data/session.ts';
import { formatCountBadge } from '@/i18n/format-count-badge.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import { RealtimeBridge } from './realtime-bridge.tsx';
import { useAppBadge } from './use-app-badge.ts';
import * as css from './notification-bell.css.ts';

type Sheet = typeof import('./notification-sheet.tsx').NotificationSheet;

/** The bell with its unread count and the Notifications side sheet. */
export default function NotificationBell() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const dialog = useRef<HTMLDialogElement>(null);
  const [Sheet, setSheet] = useState<Sheet | null>(null);
  const notifications = useNotifications();
  const counted = useUnreadCount();
  const unread = counted ?? 0;
  useAppBadge(counted);
  const openSheet = async () => {
    if (dialog.current) {
      dialog.current.showModal();
      return;
    }
    // The sheet, with its date formats and push switch, loads when it is first opened (it then
    // opens itself): a page start needs only the bell and its count. Awaited, not chained: the
    // build moves a `.then` on import() inside its preload step, so a stylesheet of the sheet
    // that failed to load would reject past it.
    try {
      const module = await import('./notification-sheet.tsx');
      setSheet(() => module.NotificationSheet);
    } catch {
      toast.error(t`Check your connection.`);
    }
  };

  return (
    <>
      {session && <RealtimeBridge key={session._id} user={session} />}
      <Tooltip label={t`Notifications`}>
        <button type="button" className={`${buttonClass('icon')} ${css.bell}`} aria-haspopup="dialog" onClick={() => void openSheet()}>
          <Bell size={22} aria-hidden="true" />
          {/* The name holds the visible count, so speech input can say what it sees ("Notifications 3 unread"). */}
          <span className={visuallyHidden}>{t`Notifications`}</span>
          {unread > 0 ? (
            <>
              <span className={css.badge} data-testid="notification-count">
                {formatCountBadge(i18n, unread)}
              </span>
              <span className={visuallyHidden}>{t`unread`}</span>
            </>
          ) : null}
        </button>
      </Tooltip>
      {Sheet ? <Sheet dialog={dialog} notifications={notifications} unread={unread} /> : null}
    </>
  );
}
