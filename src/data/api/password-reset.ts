import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { PasswordResetInput } from '@/contract/schemas/account.ts';
import { http } from '../http.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. No session is sent: none is needed. */
export const postPasswordReset = (input: PasswordResetInput) => http.post<MessageResult>(paths.passwordReset, { json: input, token: null });
