import type { ExportStatus } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const postDataExport = () => http.post<ExportStatus>(paths.dataExport);

export const getDataExport = () => http.get<ExportStatus>(paths.dataExport);
