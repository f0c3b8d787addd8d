import type { SessionUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { RegisterInput } from '@/contract/schemas/auth.ts';
import { http } from '../http.ts';

export const postRegister = (input: RegisterInput, idempotencyKey?: string) =>
  http.post<SessionUser>(paths.register, { json: input, idempotencyKey });
