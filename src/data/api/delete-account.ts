import { paths } from '@/contract/paths.ts';
import type { DeleteAccountInput } from '@/contract/schemas/account.ts';
import { http } from '../http.ts';

export const deleteMe = async (input: DeleteAccountInput): Promise<void> => {
  await http.delete(paths.me, { json: input });
};
