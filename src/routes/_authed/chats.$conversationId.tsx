import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/chat-screen.tsx';

export const Route = createFileRoute('/_authed/chats/$conversationId')({ component: ConversationScreen });

function ConversationScreen() {
  const { conversationId } = Route.useParams();
  return <ChatScreen conversationId={conversationId} />;
}
