import { useEffect, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle, ChevronRight, CloudUpload, WifiOff } from 'lucide-react';
import { useChangeCounts } from '@/data/changes.ts';
import { useOnline } from '@/data/online.ts';
import * as css from './offline-indicator.css.ts';

/** Online, a change is usually sent within a moment: say it waits only when it has waited this long. */
const waitingNoticeMs = 2_000;

function useLasting(value: boolean, ms: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!value) {
      setLasting(false);
      return;
    }
    const timer = setTimeout(() => setLasting(true), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value && lasting;
}

/**
 * A calm line under the header: offline, how many changes wait to be sent and
 * how many could not be sent; it leads to the changes screen. A polite live
 * region, so a screen reader hears it change without losing its place.
 */
export default function OfflineIndicator({ userId }: { userId: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const counts = useChangeCounts(userId);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const waiting = counts?.waiting ?? 0;
  const failed = counts?.failed ?? 0;
  const waitingShown = useLasting(waiting > 0, online ? waitingNoticeMs : 0);

  const parts: string[] = [];
  if (!online) parts.push(t`Offline`);
  if (waitingShown) parts.push(waiting === 1 ? t`1 change waiting` : t`${waiting} changes waiting`);
  if (failed > 0) parts.push(failed === 1 ? t`1 change not sent` : t`${failed} changes not sent`);
  const shown = parts.length > 0 && pathname !== '/changes';
  const Icon = failed > 0 ? AlertCircle : online ? CloudUpload : WifiOff;
  const text = parts.join(' · ');
  const className = failed > 0 ? css.tone.failed : css.tone.calm;

  return (
    <div className={css.slot} role="status" aria-live="polite" data-testid="offline-indicator">
      {shown && waiting + failed > 0 ? (
        <Link to="/changes" className={`${className} ${css.link}`}>
          <Icon size={16} aria-hidden="true" />
          <span>{text}</span>
          <ChevronRight className={css.chevron} size={16} aria-hidden="true" />
        </Link>
      ) : null}
      {shown && waiting + failed === 0 ? (
        <p className={className}>
          <Icon size={16} aria-hidden="true" />
          <span>{t`Offline · showing what was saved on this device`}</span>
        </p>
      ) : null}
    </div>
  );
}
