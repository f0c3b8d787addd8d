import { open, readFile, rm } from 'node:fs/promises';

/** What a lock file holds: the owner's process id, and its start time when the system tells it (Linux). */
interface Owner {
  pid: number;
  startedAt?: string;
}

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
 * The process's state letter and start time (clock ticks since boot) from
 * /proc/<pid>/stat; undefined without /proc (not Linux), null once it has gone.
 */
async function processStat(pid: number): Promise<{ state: string; startedAt: string } | null | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' || error.code === 'ESRCH' ? null : undefined,
  );
  if (typeof text !== 'string') return text;
  // The name, in brackets, may hold spaces and brackets itself: the fields that follow start after its last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startedAt = fields[19];
  return state && startedAt ? { state, startedAt } : undefined;
}

/**
 * Whether the lock's owner still runs. A process killed with SIGKILL stays a
 * zombie until its parent reaps it, which may be never when the parent died
 * too and nothing reaps orphans (in many containers): signal 0 still reaches
 * it, so its state is read as well. A recorded start time that is not the
 * running process's means its id was reused by another since.
 */
async function ownerRuns(owner: Owner): Promise<boolean> {
  if (!isRunning(owner.pid)) return false;
  const stat = await processStat(owner.pid);
  if (stat === undefined) return true;
  if (stat === null || stat.state === 'Z' || stat.state === 'X') return false;
  return owner.startedAt === undefined || owner.startedAt === stat.startedAt;
}

/** The owner a lock file names; earlier versions wrote the bare process id. */
function parseOwner(text: string): Owner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const { pid, startedAt } = JSON.parse(trimmed) as Partial<Owner>;
    if (!Number.isInteger(pid) || (pid as number) <= 0) return null;
    return { pid: pid as number, ...(typeof startedAt === 'string' && { startedAt }) };
  } catch {
    return null;
  }
}

/**
 * The embedded database serves one process: a second one on the same folder
 * would corrupt it. A lock file holds the owner's process id and start time;
 * one left by a process that no longer runs (a crash, kill -9) is taken over.
 * Answers the release.
 */
export async function lockDataDir(lockFile: string, folder: string): Promise<() => Promise<void>> {
  const startedAt = (await processStat(process.pid))?.startedAt;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, ...(startedAt && { startedAt }) } satisfies Owner));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = parseOwner(await readFile(lockFile, 'utf8').catch(() => ''));
    if (owner && (await ownerRuns(owner))) {
      throw new Error(
        `The embedded database in ${folder} is in use by process ${owner.pid}. It serves one process only: ` +
          'stop that one, or run several processes against PostgreSQL (DATABASE_URL).',
      );
    }
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not lock the embedded database in ${folder}: another process keeps taking it.`);
}
