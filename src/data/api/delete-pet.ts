import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const deletePetCall = (petId: string) => http.delete<MessageResult>(paths.pet(petId));
