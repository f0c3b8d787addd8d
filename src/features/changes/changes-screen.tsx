import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { discardChange, retryChange, useChanges, type Change } from '@/data/changes.ts';
import { useOnline } from '@/data/online.ts';
import { useSession } from '@/data/session.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { narrow, page, pageTitle } from '@/ui/layout.css.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { ChangeItem } from './change-item.tsx';
import { changeSummary } from './change-summary.ts';
import { ChangesSection } from './changes-section.tsx';
import * as css from './changes.css.ts';

/** Every change of the signed-in person not yet on the server: the failed ones first, each with Retry and Discard. */
export function ChangesScreen() {
  const { t, i18n } = useLingui();
  const me = useSession();
  const online = useOnline();
  const changes = useChanges(me?._id ?? '');
  const { confirm, dialog } = useConfirm();
  useDocumentTitle(t`Changes not yet sent`);
  if (!me) return null;

  const failed = changes?.filter((change) => change.status === 'failed') ?? [];
  const waiting = changes?.filter((change) => change.status === 'pending') ?? [];

  const retry = async (change: Change) => {
    await retryChange(change.id);
    toast.success(online ? t`Sending it again.` : t`It will be sent when you are back online.`);
  };
  const discard = async (change: Change) => {
    const summary = changeSummary(i18n, change);
    const sure = await confirm({
      title: t`Discard this change?`,
      message: t`“${summary}” will not be sent, and what you wrote for it is lost.`,
      confirmLabel: t({ message: 'Discard', context: 'change' }),
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!sure) return;
    await discardChange(change.id);
    toast.success(t`Change discarded.`);
  };

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <div>
        <h1 className={pageTitle}>
          <Trans>Changes not yet sent</Trans>
        </h1>
        <p className={css.intro}>
          <Trans>Likes, comments and messages you made are kept on this device until the server has them.</Trans>
        </p>
      </div>
      {online ? null : (
        <p className={css.offlineNote} role="status">
          <WifiOff className={css.noteIcon} size={18} aria-hidden="true" />
          <Trans>You are offline. Waiting changes are sent when the connection returns.</Trans>
        </p>
      )}
      {changes === undefined ? <PageLoading /> : null}
      {changes?.length === 0 ? <EmptyState title={t`Everything has been sent.`} /> : null}
      {failed.length > 0 ? (
        <ChangesSection id="changes-failed" title={<Trans>Could not be sent</Trans>}>
          {failed.map((change) => (
            <ChangeItem key={change.id} change={change} onRetry={() => void retry(change)} onDiscard={() => void discard(change)} />
          ))}
        </ChangesSection>
      ) : null}
      {waiting.length > 0 ? (
        <ChangesSection id="changes-waiting" title={<Trans>Waiting to be sent</Trans>}>
          {waiting.map((change) => (
            <ChangeItem key={change.id} change={change} />
          ))}
        </ChangesSection>
      ) : null}
      {dialog}
    </div>
  );
}
