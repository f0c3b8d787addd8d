import type { SessionUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { RegisterInput } from '@/contract/schemas/auth.ts';
import { http } from '../http.ts';

export const postRegister = (input: RegisterInput) => http.post(paths.register, { json: input }).json<SessionUser>();
