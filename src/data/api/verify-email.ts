import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { VerifyEmailInput } from '@/contract/schemas/account.ts';
import { http } from '../http.ts';

/** Confirms the address of a mailed link (sign-up or change of email); the token alone says whose. */
export const postVerifyEmail = (input: VerifyEmailInput) => http.post<MessageResult>(paths.verifyEmail, { json: input, token: null });
