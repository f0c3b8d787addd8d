import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '@/features/pages/terms-screen.tsx';

export const Route = createFileRoute('/terms')({ component: TermsScreen });
