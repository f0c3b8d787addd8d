import type { PasswordResetConfirmInput, PasswordResetInput, UpdateEmailInput } from '@/contract/schemas/account.ts';
import { getMe } from './api/me.ts';
import { postPasswordReset } from './api/password-reset.ts';
import { postPasswordResetConfirm } from './api/password-reset-confirm.ts';
import { postResendVerification } from './api/resend-verification.ts';
import { putEmail } from './api/update-email.ts';
import { postVerifyEmail } from './api/verify-email.ts';
import { clearSession, getSession, refreshSessionUser } from './session.ts';

// Account calls need the server there and then: they never go through the outbox, and each
// answers the server's message (a contract text the screens translate).

export async function requestPasswordReset(input: PasswordResetInput): Promise<string> {
  return (await postPasswordReset(input)).message;
}

/** The server ends every session of the account, so one kept on this device is forgotten too. */
export async function confirmPasswordReset(input: PasswordResetConfirmInput): Promise<string> {
  const { message } = await postPasswordResetConfirm(input);
  if (getSession()) await clearSession();
  return message;
}

const verifying = new Map<string, Promise<string>>();

/**
 * Confirms a mailed link's address, once per token however often the screen
 * asks (React's StrictMode runs an effect twice; a used token would then fail).
 * A signed-in user is read again, so whatever shows "not verified" updates.
 */
export function verifyEmail(token: string): Promise<string> {
  let answer = verifying.get(token);
  if (!answer) {
    answer = postVerifyEmail({ token }).then(async ({ message }) => {
      await refreshOwnUser();
      return message;
    });
    verifying.set(token, answer);
    // A failure may be tried again (the connection came back); a success stays remembered.
    answer.catch(() => verifying.delete(token));
  }
  return answer;
}

export async function resendVerification(): Promise<string> {
  return (await postResendVerification()).message;
}

export async function updateEmail(input: UpdateEmailInput): Promise<string> {
  return (await putEmail(input)).message;
}

/** The signed-in user as the server has them now; without a session or an answer, what is stored stays. */
export async function refreshOwnUser(): Promise<void> {
  if (!getSession()) return;
  try {
    refreshSessionUser(await getMe());
  } catch {
    // Offline or refused: the stored user stays, a 401 signs out (http.ts).
  }
}
