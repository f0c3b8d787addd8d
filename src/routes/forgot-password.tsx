import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth/forgot-password-screen.tsx';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordScreen });
