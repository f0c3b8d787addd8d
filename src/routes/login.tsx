import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth/login-screen.tsx';

export const Route = createFileRoute('/login')({ component: LoginScreen });
