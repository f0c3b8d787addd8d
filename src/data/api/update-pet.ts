import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const putPet = (petId: string, form: FormData, sending?: Sending) => upload<Pet>('PUT', paths.pet(petId), form, sending);
