import { createFileRoute } from '@tanstack/react-router';
import { SessionsScreen } from '@/features/account/sessions-screen.tsx';

export const Route = createFileRoute('/_authed/sessions')({ component: SessionsScreen });
