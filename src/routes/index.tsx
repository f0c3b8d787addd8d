import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/data/session.ts';
import { LandingScreen } from '@/features/landing/landing-screen.tsx';

/** A signed-in user is sent to /feed. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    if (getSession()) throw redirect({ to: '/feed', replace: true });
  },
  component: LandingScreen,
});
