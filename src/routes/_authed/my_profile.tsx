import { createFileRoute } from '@tanstack/react-router';
import { MyProfileScreen } from '@/features/profile/my-profile-screen.tsx';

export const Route = createFileRoute('/_authed/my_profile')({ component: MyProfileScreen });
