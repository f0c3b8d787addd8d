import type { SessionUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { LoginInput } from '@/contract/schemas/auth.ts';
import { http } from '../http.ts';

export const postLogin = (input: LoginInput) => http.post<SessionUser>(paths.login, { json: input });
