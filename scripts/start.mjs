#!/usr/bin/env node
// `npm start`: builds the app when it is missing or older than its sources,
// then runs the API server (TypeScript through tsx) serving it on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(root, process.env.STATIC_DIR ?? 'dist');
const builtShell = path.join(outDir, 'index.html');
const sources = ['src', 'sw', 'public', 'locales', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package.json'];

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), info.mtimeMs);
}

const builtAt = existsSync(builtShell) ? statSync(builtShell).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))));
if (process.env.SKIP_BUILD !== '1' && sourcesAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: building the app…' : 'Building the app…');
  const build = spawnSync('npm', ['run', 'build', '--', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.chdir(root);
const { register } = await import('tsx/esm/api');
register();
await import('../server/src/main.ts');
