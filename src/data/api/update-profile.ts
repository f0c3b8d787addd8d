import type { OwnUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const putProfile = (form: FormData, onProgress?: (fraction: number) => void) =>
  upload<OwnUser>({ method: 'PUT', path: paths.updateProfile, form, onProgress });
