import { createFileRoute } from '@tanstack/react-router';
import { UserProfileScreen } from '@/features/profile/user-profile-screen.tsx';

export const Route = createFileRoute('/_authed/profile/$userId')({ component: ProfileRoute });

function ProfileRoute() {
  const { userId } = Route.useParams();
  return <UserProfileScreen userId={userId} />;
}
