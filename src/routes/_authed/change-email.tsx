import { createFileRoute } from '@tanstack/react-router';
import { ChangeEmailScreen } from '@/features/account/change-email-screen.tsx';

export const Route = createFileRoute('/_authed/change-email')({ component: ChangeEmailScreen });
