import { createFileRoute } from '@tanstack/react-router';
import { HelpScreen } from '@/features/pages/help-screen.tsx';

export const Route = createFileRoute('/help')({ component: HelpScreen });
