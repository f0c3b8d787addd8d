import { createFileRoute } from '@tanstack/react-router';
import { YourDataScreen } from '@/features/account/your-data-screen.tsx';

export const Route = createFileRoute('/_authed/your-data')({ component: YourDataScreen });
