import { createFileRoute } from '@tanstack/react-router';
import { UpdatePasswordScreen } from '@/features/auth/update-password-screen.tsx';

export const Route = createFileRoute('/_authed/update_password')({ component: UpdatePasswordScreen });
