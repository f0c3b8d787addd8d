import * as v from 'valibot';
import { messages as m } from '../messages.ts';
import { emailField, newPasswordEntries, newPasswordChecks, type NewPasswordPair } from './auth.ts';

/** A token from a mailed link: random, URL-safe, checked by the server. */
const tokenField = v.pipe(v.string(m.tokenInvalid), v.trim(), v.minLength(16, m.tokenInvalid), v.maxLength(200, m.tokenInvalid));

/** A password that only proves who is asking (change of email, deleting the account): no length rule, so an old short one still works. */
const passwordProof = v.pipe(v.string(m.wrongPassword), v.minLength(1, m.wrongPassword), v.maxLength(1024, m.wrongPassword));

export const verifyEmailSchema = v.object({ token: tokenField });
export type VerifyEmailInput = v.InferInput<typeof verifyEmailSchema>;

export const passwordResetSchema = v.object({ email: emailField });
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>;

export const passwordResetConfirmSchema = v.pipe(
  v.object({ token: tokenField, ...newPasswordEntries }),
  ...newPasswordChecks<NewPasswordPair & { token: string }>(),
);
export type PasswordResetConfirmInput = v.InferInput<typeof passwordResetConfirmSchema>;

export const updateEmailSchema = v.object({ email: emailField, password: passwordProof });
export type UpdateEmailInput = v.InferInput<typeof updateEmailSchema>;

export const deleteAccountSchema = v.object({ password: passwordProof });
export type DeleteAccountInput = v.InferInput<typeof deleteAccountSchema>;

/** The query of a data export's download link. */
export const dataExportDownloadQuery = v.object({
  token: v.pipe(v.string(m.exportLinkInvalid), v.minLength(16, m.exportLinkInvalid), v.maxLength(200, m.exportLinkInvalid)),
});
export type DataExportDownloadQuery = v.InferInput<typeof dataExportDownloadQuery>;
