import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '@/data/session.ts';

/** Signed-in routes: a visitor is sent to /login. The session is read synchronously on start. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/login', replace: true });
  },
});
