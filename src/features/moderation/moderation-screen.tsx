import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { useOnline } from '@/data/online.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { Tabs } from '@/ui/tabs.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { ModerationLog } from './moderation-log.tsx';
import { ReportGroups } from './report-groups.tsx';
import * as css from './moderation.css.ts';

export type ModerationTab = 'open' | 'resolved' | 'log';

/** The moderators' screen: reports waiting, reports handled, and the log. Read from the server only, never kept on the device. */
export function ModerationScreen({ tab }: { tab: ModerationTab }) {
  const { t } = useLingui();
  const online = useOnline();
  const navigate = useNavigate({ from: '/moderation' });
  useDocumentTitle(t`Moderation`);
  const tabs = [
    { key: 'open', label: t`Open reports` },
    { key: 'resolved', label: t`Resolved` },
    { key: 'log', label: t`Log` },
  ] as const;

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <div>
        <BackButton />
      </div>
      <div>
        <h1 className={css.title}>{t`Moderation`}</h1>
        <p className={css.intro}>
          <Trans>Reports from members, each with the content as it was when reported. Every action is logged with who took it and why.</Trans>
        </p>
      </div>
      {online ? null : (
        <p className={css.state} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span>{t`You are offline. Moderation works only with a connection: nothing here is saved for later.`}</span>
        </p>
      )}
      <Tabs
        tabs={tabs}
        active={tab}
        label={t`Moderation`}
        onChange={(next) => void navigate({ search: next === 'open' ? {} : { tab: next }, replace: true })}
      >
        {tab === 'log' ? <ModerationLog /> : <ReportGroups key={tab} status={tab} />}
      </Tabs>
    </div>
  );
}
