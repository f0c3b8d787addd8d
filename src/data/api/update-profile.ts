import type { OwnUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const putProfile = (form: FormData, sending?: Sending) => upload<OwnUser>('PUT', paths.updateProfile, form, sending);
