import { createFileRoute } from '@tanstack/react-router';
import { BlockedScreen } from '@/features/safety/blocked-screen.tsx';

export const Route = createFileRoute('/_authed/blocked')({ component: BlockedScreen });
