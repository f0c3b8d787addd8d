import type { AccountSession } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getSessions = () => http.get<AccountSession[]>(paths.sessions);

export const deleteSession = async (sessionId: string): Promise<void> => {
  await http.delete(paths.session(sessionId));
};
