// The API server a benchmark or the screenshot script talks to: the built app on a
// fresh data folder (or, with keepData, the one already there), started with `npm start`'s
// script on its own port.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

export function startBenchServer({ port, dataDir, staticDir, env = {}, keepData = false }) {
  const base = `http://localhost:${port}`;
  if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, RATE_LIMIT_MULTIPLIER: '1000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  async function ready() {
    for (let i = 0; i < 600; i += 1) {
      try {
        if ((await fetch(`${base}/api/location/countries`)).ok) return;
      } catch {
        // Not up yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('server did not start');
  }

  /** A call whose answer must be 2xx; answers its JSON. */
  async function json(path, init) {
    const response = await fetch(`${base}${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  /** A fresh account to seed content with; answers the session user (with its token). */
  const registerOwner = () => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    return json('/api/users/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Bench Owner',
        username: `bench_${tag}`,
        email: `bench_${tag}@example.com`,
        password: 'whiskers-and-paws-1',
        confirmPassword: 'whiskers-and-paws-1',
        country: 'EG',
        city: 'Cairo',
      }),
    });
  };

  /** `total` text posts by `owner`, eight requests at a time (a post without images may be sent as JSON). */
  async function seedTextPosts(owner, total, label) {
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const n = next;
        await json('/api/posts/add_post', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
          body: JSON.stringify({ title: `Post ${n}`, body: `${label} number ${n}. `.repeat(1 + (n % 4)) }),
        });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  }

  /** Answers once the server has exited, so that its data folder can be copied. */
  function stop() {
    if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    return exited;
  }

  return { base, ready, json, registerOwner, seedTextPosts, stop };
}
