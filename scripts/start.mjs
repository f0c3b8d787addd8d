#!/usr/bin/env node
// `npm start`: builds the app and the server when either is missing or older
// than its sources (SKIP_BUILD=1: only when missing), then runs the built
// server (plain JavaScript, no TypeScript loader) serving the app on one port.
// SERVER_BUILD_DIR says where the server bundle lives (default dist-server/).
// The version check is imported first, so an unsupported Node stops before anything else loads.
import './check-node-now.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildDir, serverSources } from './build-server.mjs';

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
  const build = spawnSync('npm', ['run', 'build:app', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverDir = serverBuildDir();
const serverBundle = path.join(serverDir, 'main.mjs');
const serverBuiltAt = existsSync(serverBundle) ? statSync(serverBundle).mtimeMs : 0;
// The server builds in about a second: a missing bundle is made even with SKIP_BUILD.
const serverStale = process.env.SKIP_BUILD !== '1' && Math.max(...serverSources.map(newestChange)) > serverBuiltAt;
if (!serverBuiltAt || serverStale) {
  console.log(serverBuiltAt ? 'Server sources changed since the last build: building the server…' : 'Building the server…');
  await buildServer(serverDir);
}

process.chdir(root);
// Stack traces point into the TypeScript sources through the bundle's source map.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverBundle).href);
