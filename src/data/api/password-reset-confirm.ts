import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { PasswordResetConfirmInput } from '@/contract/schemas/account.ts';
import { http } from '../http.ts';

/** Sets the new password of a mailed link's account; the token proves who asks, so no session is sent. */
export const postPasswordResetConfirm = (input: PasswordResetConfirmInput) =>
  http.post<MessageResult>(paths.passwordResetConfirm, { json: input, token: null });
