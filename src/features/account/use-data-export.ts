import { useCallback, useEffect, useState } from 'react';
import type { ExportStatus } from '@/contract/entities.ts';
import { dataExportStatus, prepareDataExport } from '@/data/account.ts';

/** How often a download being prepared is asked about while the screen is open. */
export const exportPollMs = 5000;

/** The account's data export as the server has it; read on open, and every 5 s while it is being built. */
export function useDataExport(online: boolean) {
  const [state, setState] = useState<ExportStatus | null>(null);
  const working = state?.status === 'working';

  useEffect(() => {
    if (!online) return;
    let live = true;
    const read = () =>
      dataExportStatus().then(
        (answer) => live && setState(answer),
        () => undefined,
      );
    void read();
    const timer = working ? setInterval(() => void read(), exportPollMs) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [online, working]);

  const prepare = useCallback(async () => {
    setState(await prepareDataExport());
  }, []);

  return { state, prepare };
}
