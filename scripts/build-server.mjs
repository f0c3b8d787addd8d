#!/usr/bin/env node
// Builds the API server to one JavaScript file for `npm start`: the server's
// TypeScript and the shared contract (`#contract/*`) are bundled, packages
// stay in node_modules, and the SQL migrations are copied beside the bundle
// (the database client reads them from its own folder).
// Usage: node scripts/build-server.mjs [outDir]   (default: SERVER_BUILD_DIR or dist-server)
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the server bundle goes: `main.mjs` and `migrations/` inside it. */
export const serverBuildDir = (dir = process.env.SERVER_BUILD_DIR ?? 'dist-server') => path.resolve(root, dir);

/** The sources whose change makes a bundle stale. */
export const serverSources = ['server/src', 'src/contract', 'package.json'].map((entry) => path.join(root, entry));

export async function buildServer(outDir = serverBuildDir()) {
  const { build } = await import('esbuild');
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'server/src/main.ts')],
    outfile: path.join(outDir, 'main.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'server/src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return path.join(outDir, 'main.mjs');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const bundle = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : serverBuildDir());
  console.log(`server built: ${path.relative(root, bundle)} in ${Math.round(performance.now() - started)} ms`);
}
