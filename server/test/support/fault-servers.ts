import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chown, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { freePort, startApiProcess, type ApiProcess } from '../../../scripts/cluster.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

/** The folder holding initdb and pg_ctl: on PATH, else Debian's newest PostgreSQL. */
function postgresBin(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin`).find((bin) => existsSync(path.join(bin, 'initdb')));
  return found ?? null;
}

const hasRedisServer = () => spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
const postgresUser = () => {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : undefined;
};

/** Why the fault suite cannot run here ('' when it can): it starts PostgreSQL and Redis servers of its own. */
export function faultSuiteMissing(needs: { postgres?: boolean; redis?: boolean }): string {
  if (needs.postgres && !postgresBin()) return 'PostgreSQL server binaries (initdb, pg_ctl) are not installed';
  if (needs.postgres && postgresUser() === undefined) return 'running as root without a postgres user to run PostgreSQL as';
  if (needs.redis && !hasRedisServer()) return 'redis-server is not installed';
  return '';
}

export interface TestPostgres {
  url: string;
  port: number;
  /** pg_ctl stop -m fast: every connection is ended, new ones are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl restart -m fast, as an operator restarts it to apply a setting. */
  restart(): Promise<void>;
  /**
   * Stops (SIGSTOP) the server and every backend: connections stay open but
   * nothing answers, as with a paused machine or a network that drops packets.
   */
  freeze(): Promise<void>;
  /** SIGCONT to what `freeze` stopped. */
  thaw(): Promise<void>;
  /** Stops it for good and removes its folder. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, a free
 * port on loopback), never the machine's shared one, so it can be stopped and
 * restarted under load.
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error(faultSuiteMissing({ postgres: true }));
  const user = postgresUser();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'pawpals-pg-'));
  if (user) await chown(folder, user.uid, user.gid);
  const data = path.join(folder, 'data');
  const asPostgres = (command: string, args: string[]) =>
    user ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-w', '-t', '60', ...args]);
  // Its socket file in its own folder; fsync off: these tests stop the server, never the machine.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await ctl('-o', options, 'start');
  };
  await start();
  let frozen: number[] = [];
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    restart: async () => {
      await ctl('-m', 'fast', 'restart');
    },
    freeze: async () => {
      const postmaster = Number((await readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      frozen = [postmaster, ...(await childrenOf(postmaster))];
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: async () => {
      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
    },
    remove: async () => {
      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** The processes whose parent is `parent`, from /proc. */
async function childrenOf(parent: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) children.push(Number(entry));
  }
  return children;
}

export interface TestRedis {
  url: string;
  /** Kills the server (SIGKILL): connections drop at once, nothing answers on the port. */
  kill(): Promise<void>;
  /** A new server on the same port, empty. */
  start(): Promise<void>;
  /** SIGSTOP: connections stay open, nothing answers. */
  freeze(): void;
  /** SIGCONT. */
  thaw(): void;
}

/** A Redis server of the test's own on a free port, keeping nothing on disk. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = started;
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await probe.connect();
          await probe.ping();
          return;
        } catch (error) {
          if (attempt > 100 || started.exitCode !== null) throw new Error(`redis-server on ${port} did not start`, { cause: error });
          probe.disconnect();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      probe.disconnect();
    }
  };
  await start();
  return {
    url,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    kill: () =>
      new Promise<void>((resolve) => {
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** The server built once per test file, inside the repository so that its packages resolve from node_modules. */
export async function buildServerBundle(): Promise<{ bundle: string; folder: string }> {
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  const folder = await mkdtemp(path.join(root, '.tmp', 'faults-'));
  await run(process.execPath, ['scripts/build-server.mjs', path.join(folder, 'server')], { cwd: root });
  return { bundle: path.join(folder, 'server', 'main.mjs'), folder };
}

/** One process of the built server on a free port, with the tests' password cost and `env` added. */
export async function startServer(bundle: string, folder: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const apiProcess = await startApiProcess({
    bundle,
    port,
    dataDir: path.join(folder, `api-${port}`),
    env: { PASSWORD_MEMORY_KIB: '1024', LOG_LEVEL: 'warn', ...env },
  });
  await apiProcess.ready;
  return apiProcess;
}
