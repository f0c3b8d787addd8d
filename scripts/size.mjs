// Prints the gzip size of the JS and CSS each route loads first: the entry, the English
// catalog and the route's own component chunk, each with its static imports.
// Run after `vite build` (needs dist/.vite/manifest.json). Goal: at most 130 KB of JS for "/".
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);
if (!existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json is missing: run the build first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const routes = {
  '/': 'src/routes/index.tsx',
  '/login': 'src/routes/login.tsx',
  '/signup': 'src/routes/signup.tsx',
  '/forgot-password': 'src/routes/forgot-password.tsx',
  '/about': 'src/routes/about.tsx',
  '/help': 'src/routes/help.tsx',
  '/terms': 'src/routes/terms.tsx',
  '/privacy': 'src/routes/privacy.tsx',
  '/update_password': 'src/routes/_authed/update_password.tsx',
  '/dashboard': 'src/routes/_authed/dashboard.tsx',
  '/feed': 'src/routes/_authed/feed.tsx',
};

function collect(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(imported, files, seen);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const [route, source] of Object.entries(routes)) {
  const files = collect('index.html');
  collect('locales/en/messages.po', files);
  const split = Object.keys(manifest).filter((key) => key.startsWith(`${source}?`) || key === source);
  for (const key of split) collect(key, files);
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  rows.push({ route, js, css });
}

console.log('route'.padEnd(18), 'JS (gzip)'.padStart(11), 'CSS (gzip)'.padStart(11));
for (const { route, js, css } of rows) console.log(route.padEnd(18), kb(js).padStart(11), kb(css).padStart(11));
const landing = rows.find((row) => row.route === '/');

// What "/" fetches right after its first render (the sample posts with the carousel and luxon).
const firstFiles = collect('index.html');
collect('locales/en/messages.po', firstFiles);
for (const key of Object.keys(manifest).filter((k) => k.startsWith(`${routes['/']}?`))) collect(key, firstFiles);
const later = new Set();
for (const key of Object.keys(manifest).filter((k) => k.includes('sample-posts-section'))) collect(key, later);
const laterJs = [...later].filter((f) => f.endsWith('.js') && !firstFiles.has(f)).reduce((sum, f) => sum + gzipSize(f), 0);
console.log(`\n/ then loads ${kb(laterJs)} of JS (gzip) after its first render, for the sample posts below the fold.`);
const goal = 130 * 1024;
console.log(`\nLanding page JS: ${kb(landing.js)} gzip (goal ≤ ${kb(goal)}): ${landing.js <= goal ? 'within goal' : 'OVER GOAL'}`);
