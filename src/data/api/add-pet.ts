import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const postAddPet = (form: FormData, onProgress?: (fraction: number) => void) =>
  upload<Pet>({ method: 'POST', path: paths.addPet, form, onProgress });
