import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailScreen } from '@/features/account/verify-email-screen.tsx';

export const Route = createFileRoute('/verify-email/$token')({ component: VerifyEmailRoute });

function VerifyEmailRoute() {
  const { token } = Route.useParams();
  return <VerifyEmailScreen token={token} />;
}
