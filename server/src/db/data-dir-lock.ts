import { open, readFile, rm } from 'node:fs/promises';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database serves one process: a second one on the same folder
 * would corrupt it. A lock file holds the owner's process id; one left by a
 * process that no longer runs (a crash, kill -9) is taken over. Answers the
 * release.
 */
export async function lockDataDir(lockFile: string, folder: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new Error(
        `The embedded database in ${folder} is in use by process ${owner}. It serves one process only: ` +
          'stop that one, or run several processes against PostgreSQL (DATABASE_URL).',
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${folder}: another process keeps taking it.`);
}
