import { Trans } from '@lingui/react/macro';
import { useSession } from '@/data/session.ts';
import { syncFollowRelations, useSync } from '@/data/users.ts';
import { MutualFollowersPanel } from './mutual-followers-panel.tsx';
import { ConversationPanel } from './conversation-panel.tsx';
import { partnerOf } from './partner-of.ts';
import * as css from './chat-screen.css.ts';

/** /chats and /chats/{conversationId}: one page, the conversation chosen by the URL. */
export function ChatScreen({ conversationId }: { conversationId: string | null }) {
  const session = useSession();
  // Who follows whom decides both the list and whether a conversation can be written to.
  const syncing = useSync(session ? `relations:${session._id}` : null, syncFollowRelations);
  if (!session) return null;
  const partnerId = conversationId ? partnerOf(conversationId, session._id) : null;
  return (
    <div className={css.page}>
      <h1 className={css.title}>
        <Trans>Messages</Trans>
      </h1>
      <div className={css.layout}>
        <MutualFollowersPanel selfId={session._id} selectedId={partnerId} syncing={syncing} />
        {partnerId ? (
          <ConversationPanel key={partnerId} selfId={session._id} partnerId={partnerId} syncing={syncing} />
        ) : (
          <section className={css.prompt}>
            <h2 className={css.promptTitle}>
              <Trans>Select a User to Start Chatting</Trans>
            </h2>
            <p className={css.muted}>
              <Trans>Choose a mutual follower from the list to start a new conversation.</Trans>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
