import { useLingui } from '@lingui/react/macro';
import { Download, FileArchive } from 'lucide-react';
import type { Notification } from '@/contract/entities.ts';
import { notificationDownload } from '@/data/notification-download.ts';
import { formatDate } from '@/i18n/format-date.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { buttonClass } from '@/ui/button.tsx';
import { notificationText } from './notification-text.ts';
import * as bellCss from './notification-bell.css.ts';
import * as css from './export-ready-item.css.ts';

interface ExportReadyItemProps {
  notification: Notification;
  /** The download link was followed. */
  onDownload(): void;
  /** Leads to the Your data screen. */
  onOpen(): void;
}

/** "Your data is ready to download": its link until it expires, then that it has, with the way to a new one. */
export function ExportReadyItem({ notification, onDownload, onOpen }: ExportReadyItemProps) {
  const { t, i18n } = useLingui();
  const download = notificationDownload(notification, Date.now());
  const until = download ? formatDate(download.expiresAt, i18n.locale) : '';
  return (
    <div className={css.card} data-unread={!notification.isRead}>
      <span>
        {!notification.isRead && <span className={bellCss.unreadDot} aria-label={t`Unread`} role="img" />}
        {notificationText(i18n, notification)}
      </span>
      <time className={bellCss.time} dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt, i18n.locale)}
      </time>
      {download && !download.expired ? (
        <>
          <p className={css.note}>{t`You can download it until ${until}.`}</p>
          <div className={css.actions}>
            <a href={download.url} download className={buttonClass('primary')} onClick={onDownload}>
              <Download size={18} aria-hidden="true" />
              {t`Download (ZIP)`}
            </a>
          </div>
        </>
      ) : (
        <>
          <p className={css.note}>{until ? t`The download link expired on ${until}.` : t`The download link has expired.`}</p>
          <div className={css.actions}>
            <button type="button" className={buttonClass('secondary')} onClick={onOpen}>
              <FileArchive size={18} aria-hidden="true" />
              {t`Prepare a new download`}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
