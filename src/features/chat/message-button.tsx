import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { conversationIdOf } from '@/contract/conversation.ts';
import { messages } from '@/contract/messages.ts';
import { useSession } from '@/data/session.ts';
import { isMutualFollower, syncFollowRelations } from '@/data/users.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { Button } from '@/ui/button.tsx';

/** Opens the chat with userId when the two follow each other; otherwise says why not. */
export function MessageButton({ userId, variant = 'secondary' }: { userId: string; variant?: 'primary' | 'secondary' }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  if (!session || session._id === userId) return null;

  const open = async () => {
    setChecking(true);
    try {
      // What is stored may be stale (the other side may have just followed back): ask once more.
      let mutual = await isMutualFollower(session._id, userId);
      if (!mutual) {
        await syncFollowRelations().catch(() => undefined);
        mutual = await isMutualFollower(session._id, userId);
      }
      if (mutual) {
        await navigate({ to: '/chats/$conversationId', params: { conversationId: conversationIdOf(session._id, userId) } });
      } else {
        toast(translateContract(i18n, messages.notMutualFollowers), { icon: 'ℹ️' });
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <Button variant={variant} aria-busy={checking} disabled={checking} onClick={() => void open()}>
      <MessageCircle size={18} aria-hidden="true" />
      {t({ message: 'Message', context: 'button that opens a chat with someone' })}
    </Button>
  );
}
