import { type RefObject, useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, X } from 'lucide-react';
import type { Notification } from '@/contract/entities.ts';
import { useSession } from '@/data/session.ts';
import { notificationUrl } from '@/data/notification-target.ts';
import { markAllNotificationsRead, markNotificationRead } from '@/data/writes/notifications-read.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { buttonClass } from '@/ui/button.tsx';
import { ModalDialog } from '@/ui/dialog/modal-dialog.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { notificationTextParts } from './notification-text.ts';
import { ExportReadyItem } from './export-ready-item.tsx';
import { PushToggle } from './push-toggle.tsx';
import * as css from './notification-bell.css.ts';

interface SheetProps {
  dialog: RefObject<HTMLDialogElement | null>;
  notifications: Notification[] | undefined;
  unread: number;
}

/**
 * A modal <dialog>: focus moves in, the page behind is inert, Escape closes
 * and focus returns to the bell. It opens as it first mounts (the bell asked for it); later the
 * bell opens the same dialog again.
 */
export function NotificationSheet({ dialog, notifications, unread }: SheetProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const userId = useSession()?._id;
  const close = () => dialog.current?.close();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [dialog]);

  const markRead = (notification: Notification) => {
    if (!notification.isRead && userId) void markNotificationRead(userId, notification._id);
  };
  const open = (notification: Notification) => {
    close();
    markRead(notification);
    // The same place a push notification's click opens: the post, the conversation, the sender, or Your data.
    void navigate({ to: notificationUrl(notification, userId) });
  };

  return (
    <ModalDialog ref={dialog} className={css.sheet} aria-labelledby="notifications-title" onBackdropClick={close}>
      <div className={css.sheetHead}>
        <h2 id="notifications-title" className={css.sheetTitle}>
          <Trans>Notifications</Trans>
        </h2>
        <button type="button" className={buttonClass('icon')} aria-label={t`Close`} onClick={close}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <div className={css.actions}>
        <PushToggle />
        {unread > 0 && (
          <button type="button" className={buttonClass('ghost')} onClick={() => userId && void markAllNotificationsRead(userId)}>
            <CheckCheck size={18} aria-hidden="true" />
            <Trans>Mark all as read</Trans>
          </button>
        )}
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
              {notification.type === 'export-ready' ? (
                <ExportReadyItem notification={notification} onDownload={() => markRead(notification)} onOpen={() => open(notification)} />
              ) : (
                <button type="button" className={css.item} data-unread={!notification.isRead} onClick={() => open(notification)}>
                  <span>
                    {!notification.isRead && <span className={css.unreadDot} aria-label={t`Unread`} role="img" />}
                    <NotificationText parts={notificationTextParts(i18n, notification)} />
                  </span>
                  <time className={css.time} dateTime={notification.createdAt}>
                    {formatDateTime(notification.createdAt, i18n.locale)}
                  </time>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </ModalDialog>
  );
}

function NotificationText({ parts }: { parts: ReturnType<typeof notificationTextParts> }) {
  return (
    <>
      {parts.before}
      {parts.name ? <bdi>{parts.name}</bdi> : null}
      {parts.after}
    </>
  );
}
