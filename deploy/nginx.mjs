// Runs deploy/nginx.conf as a child process (not a daemon) with its own
// folder for logs and temporary files, on the given port, in front of the
// given API ports: for deploy/run-local.mjs and the tests behind nginx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const confFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf');

/** The nginx binary on PATH or in Debian's place, or null. */
export function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
}

/** deploy/nginx.conf with its listen port and its upstream servers replaced. */
export function renderNginxConf(text, { port, apiPorts }) {
  const servers = apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort};`).join('\n');
  const rendered = text
    .replace(/^(\s*listen )127\.0\.0\.1:\d+;/m, `$1127.0.0.1:${port};`)
    .replace(/(?:^ {4}server 127\.0\.0\.1:\d+;\n)+/gm, `${servers}\n`);
  if (rendered === text) throw new Error('deploy/nginx.conf no longer has the lines to replace');
  return rendered;
}

/**
 * Starts nginx in `folder` (created) listening on 127.0.0.1:`port`; answers
 * once it accepts connections, with `stop()` and its error log.
 */
export async function startNginx({ nginx = findNginx(), folder, port, apiPorts }) {
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  for (const sub of ['logs', 'temp']) await mkdir(path.join(folder, sub), { recursive: true });
  const conf = path.join(folder, 'nginx.conf');
  await writeFile(conf, renderNginxConf(await readFile(confFile, 'utf8'), { port, apiPorts }));
  const errorLog = path.join(folder, 'logs', 'error.log');
  // As root, workers would switch to an unprivileged user that cannot write this run's temporary folder.
  const asRoot = process.getuid?.() === 0 ? 'user root;' : '';
  const globals = `daemon off; pid ${path.join(folder, 'nginx.pid')}; error_log ${errorLog} warn; ${asRoot}`;
  const child = spawn(nginx, ['-p', folder, '-c', conf, '-e', errorLog, '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = false;
  child.once('exit', () => (exited = true));
  const log = async () => `${stderr}${await readFile(errorLog, 'utf8').catch(() => '')}`;
  const stop = () =>
    new Promise((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      // QUIT: graceful, lets open WebSocket connections close.
      child.kill('SIGQUIT');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  for (let i = 0; i < 100; i += 1) {
    if (exited) throw new Error(`nginx exited:\n${await log()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/location/countries`);
      return { baseUrl: `http://127.0.0.1:${port}`, child, stop, log };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(`nginx did not listen on ${port}:\n${await log()}`);
}
