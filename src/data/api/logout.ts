import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

/** Revokes the token on the server; the token is passed in because the session is cleared alongside. */
export const postLogout = async (token: string): Promise<void> => {
  await http.post(paths.logout, { token });
};
