import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Ban,
  Bell,
  FilePlus,
  Flag,
  Heart,
  HeartOff,
  ImagePlus,
  MessageCircle,
  MessageSquareReply,
  PawPrint,
  Pencil,
  UserCheck,
  UserMinus,
  UserPlus,
  UserRound,
  Volume2,
  VolumeX,
  type LucideIcon,
} from 'lucide-react';
import type { Change, ChangeKind } from '@/data/changes.ts';
import { formatRelativeTime } from '@/i18n/relative-time-format.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { SendingProgress } from '@/ui/sending-progress.tsx';
import { ChangePhotos } from './change-photos.tsx';
import { changeSummary } from './change-summary.ts';
import * as css from './changes.css.ts';

const icons: Record<ChangeKind, LucideIcon> = {
  post: FilePlus,
  pet: PawPrint,
  gallery: ImagePlus,
  'pet-edit': Pencil,
  profile: UserRound,
  'post-edit': Pencil,
  like: Heart,
  unlike: HeartOff,
  comment: MessageCircle,
  reply: MessageSquareReply,
  message: MessageCircle,
  follow: UserPlus,
  unfollow: UserMinus,
  read: Bell,
  block: Ban,
  unblock: UserCheck,
  mute: VolumeX,
  unmute: Volume2,
  report: Flag,
  other: Pencil,
};

interface ChangeItemProps {
  change: Change;
  onRetry?: () => void;
  onDiscard?: () => void;
}

/** One change: what it was, its text, why it failed and when it was made; a failed one can be retried or discarded. */
export function ChangeItem({ change, onRetry, onDiscard }: ChangeItemProps) {
  const { t, i18n } = useLingui();
  const Icon = icons[change.kind];
  const summary = changeSummary(i18n, change);
  const when = formatRelativeTime(change.createdAt, i18n.locale);
  const failed = change.status === 'failed';
  const reason = change.reason ? translateContract(i18n, change.reason) : null;
  return (
    <li className={`${css.item} ${failed ? css.failedItem : ''}`} data-testid="change">
      <span className={css.kindIcon} aria-hidden="true">
        <Icon size={18} />
      </span>
      <div className={css.body}>
        <p className={css.summary}>{summary}</p>
        {change.content ? (
          <p className={css.content}>
            <bdi>{change.content}</bdi>
          </p>
        ) : null}
        {change.photos ? <ChangePhotos changeId={change.id} /> : null}
        {change.photos && !failed ? <SendingProgress sent={change.photos.sent} photos={change.photos.total} /> : null}
        {failed ? (
          <p className={css.reason}>{reason ? t`Not sent: ${reason}` : t`Not sent: it could not reach the server for days, so it was stopped.`}</p>
        ) : null}
        <p className={css.meta}>
          <time dateTime={change.createdAt}>{t`Made ${when}`}</time>
        </p>
        <div className={css.actions}>
          {failed && onRetry ? (
            <Button variant="primary" onClick={onRetry} aria-label={t`Retry: ${summary}`}>
              <Trans context="change">Retry</Trans>
            </Button>
          ) : null}
          {failed && onDiscard ? (
            <Button variant="secondary" onClick={onDiscard} aria-label={t`Discard: ${summary}`}>
              <Trans context="change">Discard</Trans>
            </Button>
          ) : null}
          {change.post && change.kind !== 'post' ? (
            <Link to="/posts/$postId" params={{ postId: change.post.id }} className={buttonClass('ghost')}>
              <Trans>Open post</Trans>
            </Link>
          ) : null}
          {change.conversationId ? (
            <Link to="/chats/$conversationId" params={{ conversationId: change.conversationId }} className={buttonClass('ghost')}>
              <Trans>Open chat</Trans>
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}
