import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { UpdateEmailInput } from '@/contract/schemas/account.ts';
import { http } from '../http.ts';

export const putEmail = (input: UpdateEmailInput) => http.put<MessageResult>(paths.updateEmail, { json: input });
