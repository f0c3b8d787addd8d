import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { UpdatePasswordInput } from '@/contract/schemas/auth.ts';
import { http } from '../http.ts';

export const putPassword = (input: UpdatePasswordInput) => http.put<MessageResult>(paths.updatePassword, { json: input });
