import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle } from 'lucide-react';
import { useChangeCounts } from '@/data/changes.ts';

interface FailedChangesMenuItemProps {
  userId: string;
  className: string;
  onNavigate: () => void;
}

/** In the account menu, only while some change could not be sent: leads to the changes screen. */
export default function FailedChangesMenuItem({ userId, className, onNavigate }: FailedChangesMenuItemProps) {
  const { t } = useLingui();
  const failed = useChangeCounts(userId)?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <li role="presentation">
      <Link to="/changes" role="menuitem" className={className} onClick={onNavigate}>
        <AlertCircle size={18} aria-hidden="true" />
        {failed === 1 ? t`1 change not sent` : t`${failed} changes not sent`}
      </Link>
    </li>
  );
}
