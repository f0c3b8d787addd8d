import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '@/features/pages/privacy-screen.tsx';

export const Route = createFileRoute('/privacy')({ component: PrivacyScreen });
