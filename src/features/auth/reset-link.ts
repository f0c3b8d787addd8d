import * as v from 'valibot';
import { passwordResetConfirmSchema } from '@/contract/schemas/account.ts';

/** Whether the contract's own check refuses the link's token, so the server need not be asked. */
export const isMalformedToken = (token: string): boolean =>
  v.safeParse(passwordResetConfirmSchema, { token, newPassword: '', confirmPassword: '' }).issues?.some((issue) => v.getDotPath(issue) === 'token') ??
  false;
