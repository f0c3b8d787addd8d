import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const postResendVerification = () => http.post<MessageResult>(paths.resendVerification);
