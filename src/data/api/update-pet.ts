import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const putPet = (petId: string, form: FormData, onProgress?: (fraction: number) => void) =>
  upload<Pet>({ method: 'PUT', path: paths.pet(petId), form, onProgress });
