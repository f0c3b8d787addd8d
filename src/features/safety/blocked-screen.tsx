import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, WifiOff } from 'lucide-react';
import { useListedPeople, useServerSafetyLists } from '@/data/safety-lists.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { Button } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { note } from '@/ui/note.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { ListedPeopleSection } from './listed-people-section.tsx';
import { useSafetyActions } from './use-safety-actions.ts';
import * as css from './blocked-screen.css.ts';

/** Whom one blocks and mutes: the server's lists with the changes still waiting, each with Undo. */
export function BlockedScreen() {
  const { t } = useLingui();
  const session = useSession();
  const { state, reload } = useServerSafetyLists();
  const blocked = useListedPeople('blocked-users');
  const muted = useListedPeople('muted-users');
  const actions = useSafetyActions(session?._id ?? '');
  useDocumentTitle(t`Blocked and muted`);

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <div>
        <BackButton />
      </div>
      <div>
        <h1 className={css.title}>{t`Blocked and muted`}</h1>
        <p className={css.intro}>
          <Trans>
            People you block cannot see your posts or profile, follow you or message you. People you mute can still do all that, but their posts stay
            out of your feed. Neither is told.
          </Trans>
        </p>
      </div>
      {state === 'offline' ? (
        <p className={note} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span>{t`You are offline: this is what this device knows. Changes are sent when the connection returns.`}</span>
        </p>
      ) : null}
      {state === 'failed' ? (
        <div className={note} role="alert">
          <AlertCircle size={18} aria-hidden="true" />
          <span>{t`Could not load your lists from the server.`}</span>
          <Button variant="secondary" onClick={reload}>
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      <ListedPeopleSection
        title={t({ message: 'Blocked', context: 'heading of the list of blocked people' })}
        people={blocked}
        empty={t`You have not blocked anyone.`}
        onUndo={(person) => void actions.block(person, false)}
      />
      <ListedPeopleSection
        title={t({ message: 'Muted', context: 'heading of the list of muted people' })}
        people={muted}
        empty={t`You have not muted anyone.`}
        onUndo={(person) => void actions.mute(person, false)}
      />
      {actions.dialog}
    </div>
  );
}
