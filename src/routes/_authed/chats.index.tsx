import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '@/features/chat/chat-screen.tsx';

export const Route = createFileRoute('/_authed/chats/')({ component: ChatsScreen });

function ChatsScreen() {
  return <ChatScreen conversationId={null} />;
}
