import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { conversationIdOf } from '@/contract/conversation.ts';
import { resyncRelationsWhenRefused, syncConversation, useConversation, watchConversation } from '@/data/messages.ts';
import { syncProfileUser } from '@/data/profiles.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useIsMutualFollower, useUser } from '@/data/users.ts';
import { SafetyMenu } from '@/features/safety/safety-menu.tsx';
import { headRow } from '@/features/safety/safety.css.ts';
import { isolate } from '@/i18n/isolate.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { MessageList } from './message-list.tsx';
import { MessageComposer } from './message-composer.tsx';
import { NotMutualNotice } from './not-mutual-notice.tsx';
import * as css from './chat-screen.css.ts';

type History = { state: 'loading' } | { state: 'ready'; older: string | null } | { state: 'offline' };

interface ConversationPanelProps {
  selfId: string;
  partnerId: string;
  /** Follow relations are being fetched: a "no" read from IndexedDB may be about to turn into a "yes". */
  syncing: boolean;
}

/**
 * "Chat with {fullName}": history from the server into IndexedDB, shown from
 * IndexedDB, live. Only people who follow each other can write; anyone else
 * is told why instead of getting a composer that the server would refuse.
 */
export function ConversationPanel({ selfId, partnerId, syncing }: ConversationPanelProps) {
  const { t } = useLingui();
  const partner = useUser(partnerId);
  // Someone reached by address (not from the list) may not be stored yet: fetch them for the name.
  const partnerStatus = useRemote(`user:${partnerId}`, () => syncProfileUser(partnerId));
  const mutual = useIsMutualFollower(selfId, partnerId);
  const messages = useConversation(conversationIdOf(selfId, partnerId));
  const [history, setHistory] = useState<History>({ state: 'loading' });

  useEffect(() => watchConversation(selfId, partnerId), [selfId, partnerId]);
  useEffect(() => resyncRelationsWhenRefused(partnerId), [partnerId]);
  useEffect(() => {
    let live = true;
    syncConversation(selfId, partnerId).then(
      (older) => live && setHistory({ state: 'ready', older }),
      () => live && setHistory({ state: 'offline' }),
    );
    return () => {
      live = false;
    };
  }, [selfId, partnerId]);

  const loadOlder = async () => {
    if (history.state !== 'ready' || !history.older) return;
    const older = await syncConversation(selfId, partnerId, history.older);
    setHistory({ state: 'ready', older });
  };

  const name = partner?.fullName || partner?.username || '';
  // Not knowing (never synced, and offline) leaves writing open: the outbox sends later and the server decides.
  const canWrite = mutual === true || (mutual === null && !syncing);
  const cannotWrite = mutual === false && !syncing;
  let title: ReactNode;
  if (partner)
    title = (
      <Trans>
        Chat with <bdi>{name}</bdi>
      </Trans>
    );
  else if (partner === null && partnerStatus === 'missing') title = t`This account does not exist`;
  else if (partner === null && partnerStatus === 'failed') title = t`Conversation`;
  else title = <Skeleton inlineSize="12rem" blockSize="1.5rem" />;

  return (
    <section className={css.conversation} aria-labelledby="conversation-title">
      <div className={headRow}>
        <h2 id="conversation-title" className={css.panelTitle}>
          {title}
        </h2>
        {partner ? (
          <SafetyMenu
            person={partner}
            targetType="user"
            targetId={partnerId}
            about={{ type: 'user', id: partnerId }}
            label={t`More for the chat with ${isolate(name)}`}
          />
        ) : null}
      </div>
      {cannotWrite && messages?.length === 0 ? null : messages === undefined || (messages.length === 0 && history.state === 'loading') ? (
        <div className={css.messages} aria-busy="true">
          <Skeleton blockSize="3rem" inlineSize="60%" />
          <Skeleton blockSize="3rem" inlineSize="50%" />
        </div>
      ) : (
        <MessageList
          messages={messages}
          selfId={selfId}
          partnerName={name}
          canLoadOlder={history.state === 'ready' && history.older !== null}
          onLoadOlder={loadOlder}
        />
      )}
      {canWrite ? <MessageComposer selfId={selfId} partnerId={partnerId} /> : null}
      {cannotWrite && partner ? <NotMutualNotice partnerId={partnerId} name={name} /> : null}
    </section>
  );
}
