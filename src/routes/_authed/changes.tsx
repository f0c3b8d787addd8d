import { createFileRoute } from '@tanstack/react-router';
import { ChangesScreen } from '@/features/changes/changes-screen.tsx';

export const Route = createFileRoute('/_authed/changes')({ component: ChangesScreen });
