import { rm } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, SessionUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { ApiProcess } from '../../../scripts/cluster.mjs';
import { registrationInput } from '../support/accounts.ts';
import { api } from '../support/cluster-checks.ts';
import { buildServerBundle, startServer } from '../support/fault-servers.ts';

const drainMs = 1500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** An HTTP/1.1 connection written by hand, so a request can be left half sent across the shutdown. */
async function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString();
  });
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    write: (text: string) => new Promise<void>((resolve, reject) => socket.write(text, (error) => (error ? reject(error) : resolve()))),
    /** The answer, once the server has closed the connection after it. */
    answer: async (): Promise<RawAnswer> => {
      await ended;
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body };
    },
  };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

/**
 * SIGTERM to a real server process (embedded database): readiness fails
 * first while requests are still served, then the server stops accepting,
 * finishes the request in flight, answers a late one in the API's own shape
 * with Retry-After, and exits 0.
 */
describe('SIGTERM: drain, then close', () => {
  let server: ApiProcess;
  let folder: string;
  let user: SessionUser;
  let post: Post;

  beforeAll(async () => {
    const built = await buildServerBundle();
    folder = built.folder;
    server = await startServer(built.bundle, folder, { SHUTDOWN_DRAIN_MS: String(drainMs), RATE_LIMIT_MULTIPLIER: '1' });
    const registered = await api<SessionUser>(server.baseUrl, 'POST', paths.register, { json: registrationInput() });
    user = registered.body;
    const form = new FormData();
    form.set('title', 'Last words');
    form.set('body', 'Written while the server stops.');
    post = (await api<Post>(server.baseUrl, 'POST', paths.addPost, { token: user.token, form })).body;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('answers /readyz 503 while still serving, then finishes the request in flight and answers a late one 503 with Retry-After, and exits 0', async () => {
    const { port } = server;
    // In flight: a comment whose body is half sent when SIGTERM comes.
    const body = JSON.stringify({ content: 'Sent across the shutdown' });
    const inFlight = await rawConnection(port);
    await inFlight.write(
      `POST ${paths.comments(post._id)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${user.token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Late: a request whose head is not complete until the server has begun to close.
    const late = await rawConnection(port);
    await late.write(`GET ${paths.posts}?limit=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    await sleep(300);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await sleep(200);
    const readyz = await api(server.baseUrl, 'GET', paths.readyz);
    const livez = await api(server.baseUrl, 'GET', paths.livez);
    const stillServed = await api(server.baseUrl, 'GET', `${paths.posts}?limit=1`);
    console.log(`during the drain: readyz ${readyz.status}, livez ${livez.status}, a feed page ${stillServed.status}`);
    expect(readyz.status).toBe(503);
    expect(readyz.body).toEqual({ status: 'closing', checks: { database: 'ok', redis: 'off' } });
    expect(livez.status).toBe(200);
    expect(stillServed.status).toBe(200);
    expect(stillServed.headers.get('connection')).toBe('close');

    while (!(await refusesConnections(port))) {
      if (performance.now() - signalledAt > drainMs + 5000) throw new Error('still accepting connections long after the drain');
      await sleep(25);
    }
    const closedAt = performance.now() - signalledAt;
    console.log(`new connections refused ${closedAt.toFixed(0)} ms after SIGTERM (drain ${drainMs} ms)`);
    expect(closedAt).toBeGreaterThanOrEqual(drainMs - 50);

    await late.write('\r\n');
    const lateAnswer = await late.answer();
    console.log(`late request: ${lateAnswer.status} retry-after ${lateAnswer.headers['retry-after']} ${lateAnswer.body}`);
    expect(lateAnswer.status).toBe(503);
    expect(lateAnswer.headers['retry-after']).toMatch(/^\d+$/);
    expect(lateAnswer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(lateAnswer.body)).toEqual({ message: m.serviceUnavailable });

    expect(server.exited).toBe(false);
    await inFlight.write(body.slice(10));
    const finished = await inFlight.answer();
    expect(finished.status).toBe(201);
    expect(JSON.parse(finished.body).comment.content).toBe('Sent across the shutdown');

    const code = await exited;
    console.log(`exited with ${code} ${(performance.now() - signalledAt).toFixed(0)} ms after SIGTERM`);
    expect(code).toBe(0);
  }, 60_000);
});
