import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, X } from 'lucide-react';
import type { Notification } from '@/contract/entities.ts';
import { useNotifications } from '@/data/notifications.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { notificationText } from './notification-text.ts';
import * as css from './notification-bell.css.ts';

/** The bell with its unread count and the Notifications side sheet (spec section 2). */
export default function NotificationBell() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const notifications = useNotifications();
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0;

  const open = (notification: Notification) => {
    dialog.current?.close();
    if (notification.post) void navigate({ to: '/posts/$postId', params: { postId: notification.post } });
    else void navigate({ to: '/profile/$userId', params: { userId: notification.from._id } });
  };

  const label = unread > 0 ? t`Notifications (${unread} unread)` : t`Notifications`;
  return (
    <>
      <Tooltip label={t`Notifications`}>
        <button
          type="button"
          className={`${buttonClass('icon')} ${css.bell}`}
          aria-label={label}
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          <Bell size={22} aria-hidden="true" />
          {unread > 0 ? (
            <span className={css.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </button>
      </Tooltip>
      <dialog ref={dialog} className={css.sheet} aria-labelledby="notifications-title">
        <div className={css.sheetHead}>
          <h2 id="notifications-title">
            <Trans>Notifications</Trans>
          </h2>
          <button type="button" className={buttonClass('icon')} aria-label={t`Close`} onClick={() => dialog.current?.close()}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        {notifications === undefined ? (
          <div className={css.list}>
            <Skeleton blockSize="3.5rem" />
            <Skeleton blockSize="3.5rem" />
          </div>
        ) : notifications.length === 0 ? (
          <p className={css.empty}>
            <Trans>No new notifications</Trans>
          </p>
        ) : (
          <ul className={css.list}>
            {notifications.map((notification) => (
              <li key={notification._id}>
                <button
                  type="button"
                  className={css.item}
                  data-unread={!notification.isRead}
                  onClick={() => open(notification)}
                >
                  <span>{notificationText(i18n, notification)}</span>
                  <time className={css.time} dateTime={notification.createdAt}>
                    {formatDateTime(notification.createdAt, i18n.locale)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </dialog>
    </>
  );
}
