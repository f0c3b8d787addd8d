import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { conversationIdOf } from '@/contract/conversation.ts';
import { syncConversation, useConversation, watchConversation } from '@/data/messages.ts';
import { useUser } from '@/data/users.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { MessageList } from './message-list.tsx';
import { MessageComposer } from './message-composer.tsx';
import * as css from './chat-screen.css.ts';

type History = { state: 'loading' } | { state: 'ready'; older: string | null } | { state: 'offline' };

/** "Chat with {fullName}": history from the server into IndexedDB, shown from IndexedDB, live. */
export function ConversationPanel({ selfId, partnerId }: { selfId: string; partnerId: string }) {
  const partner = useUser(partnerId);
  const messages = useConversation(conversationIdOf(selfId, partnerId));
  const [history, setHistory] = useState<History>({ state: 'loading' });

  useEffect(() => watchConversation(selfId, partnerId), [selfId, partnerId]);
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

  const name = partner?.fullName ?? partner?.username ?? '';
  return (
    <section className={css.conversation} aria-labelledby="conversation-title">
      <h2 id="conversation-title" className={css.panelTitle}>
        {partner === undefined ? <Skeleton inlineSize="12rem" blockSize="1.5rem" /> : <Trans>Chat with {name}</Trans>}
      </h2>
      {messages === undefined || (messages.length === 0 && history.state === 'loading') ? (
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
      <MessageComposer selfId={selfId} partnerId={partnerId} />
    </section>
  );
}
