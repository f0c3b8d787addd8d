import type { ExportStatus } from '@/contract/entities.ts';
import type { DeleteAccountInput, PasswordResetConfirmInput, PasswordResetInput, UpdateEmailInput } from '@/contract/schemas/account.ts';
import { getDataExport, postDataExport } from './api/data-export.ts';
import { deleteMe } from './api/delete-account.ts';
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

/** Asks for a ZIP of everything the account holds; a 429 (one a day) throws with the server's message. */
export const prepareDataExport = (): Promise<ExportStatus> => postDataExport();

/** Where the data export stands: none, being built, or ready with its link until it expires. */
export const dataExportStatus = (): Promise<ExportStatus> => getDataExport();

/**
 * Deletes the account for good. The server has already ended every session, so
 * the device forgets the user the way sign-out does (clearSession); there is no token left to revoke.
 */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await deleteMe(input);
  await clearSession();
}
