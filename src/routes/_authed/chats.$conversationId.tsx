import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { PlaceholderScreen } from '@/features/pages/placeholder-screen.tsx';

export const Route = createFileRoute('/_authed/chats/$conversationId')({ component: ConversationScreen });

function ConversationScreen() {
  const { t } = useLingui();
  return <PlaceholderScreen title={t`Messages`} description={t`Chat with people who follow you and whom you follow.`} />;
}
