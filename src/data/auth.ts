import type { LoginInput, RegisterInput, UpdatePasswordInput } from '@/contract/schemas/auth.ts';
import { postLogin } from './api/login.ts';
import { postLogout } from './api/logout.ts';
import { getMe } from './api/me.ts';
import { postRegister } from './api/register.ts';
import { putPassword } from './api/update-password.ts';
import { clearSession, currentToken, getSession, refreshSessionUser, saveSession } from './session.ts';

export async function logIn(input: LoginInput): Promise<void> {
  const user = await postLogin(input);
  saveSession(user);
  // Loaded apart: the sign-in screen carries no IndexedDB code.
  await import('./outbox/waiting-again.ts').then(({ showWaitingChangesAgain }) => showWaitingChangesAgain(user._id)).catch(() => undefined);
}

/** Pass the form's submission key, so a resend after a lost answer signs in to the one account made. */
export async function signUp(input: RegisterInput, idempotencyKey?: string): Promise<void> {
  saveSession(await postRegister(input, idempotencyKey));
}

/**
 * Clears the local session at once; revoking the token on the server is best
 * effort. The push subscription is dropped first, while the token still works.
 */
export async function logOut(): Promise<void> {
  const token = currentToken();
  if (token)
    await withinMs(
      import('./push.ts').then(({ stopPush }) => stopPush(token)),
      1500,
    );
  const revoke = token ? postLogout(token).catch(() => undefined) : Promise.resolve();
  await clearSession();
  await withinMs(revoke, 1500);
}

const withinMs = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);

export async function updatePassword(input: UpdatePasswordInput): Promise<string> {
  const { message } = await putPassword(input);
  return message;
}

/** On start: confirm the stored token and take the server's copy of the user; a 401 signs out (http.ts). */
export async function revalidateSession(): Promise<void> {
  if (!getSession() || !navigator.onLine) return;
  try {
    refreshSessionUser(await getMe());
  } catch {
    // Offline or server down: keep the stored session (offline-first).
  }
}
