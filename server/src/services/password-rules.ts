import { isCommonPassword } from '#contract/common-passwords.ts';
import { badRequest } from '../http/errors.ts';

/** Refuses, on the field it came in, a password among the most common ones (the forms warn as it is typed; this is the rule). */
export async function refuseCommonPassword(password: string, field: string, message: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(message, { [field]: message });
}
