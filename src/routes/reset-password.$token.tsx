import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '@/features/auth/reset-password-screen.tsx';

export const Route = createFileRoute('/reset-password/$token')({ component: ResetPasswordRoute });

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordScreen token={token} />;
}
