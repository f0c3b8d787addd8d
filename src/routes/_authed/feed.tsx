import { createFileRoute } from '@tanstack/react-router';
import { FeedScreen } from '@/features/feed/feed-screen.tsx';

export const Route = createFileRoute('/_authed/feed')({ component: FeedScreen });
