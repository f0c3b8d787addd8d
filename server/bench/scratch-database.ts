import { scratchDatabase as scratch } from '../../scripts/cluster.mjs';

/** A fresh PostgreSQL database beside the one `adminUrl` names, and how to drop it again. */
export const scratchDatabase = (adminUrl: string) => scratch(adminUrl, 'pawpals_bench');
