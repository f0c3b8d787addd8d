import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { test as base } from '@playwright/test';

/** The build the suite's own server serves (playwright.config.ts builds it before any test runs). */
export const builtApp = process.env.E2E_PORT ? `.tmp/dist-${process.env.E2E_PORT}` : 'dist';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A second real server, started by the test on a port of its own, so the test
 * can kill it (-9, no goodbye) and start it again on the same data folder.
 */
export class OwnServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    readonly staticDir: string,
  ) {}

  /** `staticDir`: another copy of the built app, for a test that changes it (a new version). */
  static async create(staticDir = builtApp): Promise<OwnServer> {
    const port = await freePort();
    const server = new OwnServer(port, `.tmp/e2e-own-data-${port}`, staticDir);
    rmSync(server.dataDir, { recursive: true, force: true });
    return server;
  }

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        STATIC_DIR: this.staticDir,
        SKIP_BUILD: '1',
        RATE_LIMIT_MULTIPLIER: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server exited with ${code}`))));
    exited.catch(() => undefined);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const up = await Promise.race([
        fetch(`${this.url}/api/location/countries`).then(
          (response) => response.ok,
          () => false,
        ),
        exited,
      ]);
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('server did not start in time');
  }

  /** SIGKILL: no request is finished, no connection closed politely. */
  async kill(): Promise<void> {
    await this.end('SIGKILL');
  }

  async stop(): Promise<void> {
    await this.end('SIGTERM');
  }

  private async end(signal: NodeJS.Signals) {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }
}

/** `ownServer`: started before the test, stopped and its data removed after. */
export const test = base.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern and requires one even when there are none.
    async ({}, use) => {
      const server = await OwnServer.create();
      await server.start();
      await use(server);
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
    // Starting (a fresh database) takes a while on a loaded machine; it is not the test's time.
    { timeout: 150_000 },
  ],
});

export { expect } from '@playwright/test';
