import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const postAddPet = (form: FormData, sending?: Sending) => upload<Pet>('POST', paths.addPet, form, sending);
