// Prints what each route loads first: the files index.html names, the English catalog and the
// route's own component chunk, each with its static imports; their count (requests) and their
// gzip and brotli sizes. Run after `vite build` (needs dist/.vite/manifest.json; STATIC_DIR
// measures another build). Goal for "/": at most 130 KB of JS compressed in at most 15 requests.
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { recordBench } from './bench-record.mjs';

const dist = new URL(`../${process.env.STATIC_DIR ?? 'dist'}/`, import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile.pathname} is missing: run the build first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

// The entry chunk may carry a group's name rather than index.html's, so start from what the page names.
const shell = readFileSync(new URL('index.html', dist), 'utf8');
const shellFiles = [...shell.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);

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

function firstFiles() {
  const files = new Set(shellFiles);
  for (const file of shellFiles) if (keyOfFile.has(file)) collect(keyOfFile.get(file), files);
  collect('locales/en/messages.po', files);
  return files;
}

const sizes = new Map();
function compressed(file) {
  if (!sizes.has(file)) {
    const data = readFileSync(new URL(file, dist));
    sizes.set(file, {
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = [];
for (const [route, source] of Object.entries(routes)) {
  const files = firstFiles();
  const split = Object.keys(manifest).filter((key) => key.startsWith(`${source}?`) || key === source);
  for (const key of split) collect(key, files);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  const sum = (list, kind) => list.reduce((total, file) => total + compressed(file)[kind], 0);
  rows.push({ route, jsFiles: js.length, jsGzip: sum(js, 'gzip'), jsBrotli: sum(js, 'brotli'), cssFiles: css.length, cssGzip: sum(css, 'gzip') });
}

console.log(
  'route'.padEnd(18),
  'JS files'.padStart(9),
  'JS (gzip)'.padStart(11),
  'JS (br)'.padStart(10),
  'CSS files'.padStart(10),
  'CSS (gzip)'.padStart(11),
);
for (const row of rows) {
  console.log(
    row.route.padEnd(18),
    String(row.jsFiles).padStart(9),
    kb(row.jsGzip).padStart(11),
    kb(row.jsBrotli).padStart(10),
    String(row.cssFiles).padStart(10),
    kb(row.cssGzip).padStart(11),
  );
}
const landing = rows.find((row) => row.route === '/');

// What "/" fetches right after its first render (the sample posts with the carousel and luxon).
const landingFiles = firstFiles();
for (const key of Object.keys(manifest).filter((k) => k.startsWith(`${routes['/']}?`))) collect(key, landingFiles);
const later = new Set();
for (const key of Object.keys(manifest).filter((k) => k.includes('sample-posts-section'))) collect(key, later);
const laterJs = [...later].filter((f) => f.endsWith('.js') && !landingFiles.has(f));
const laterGzip = laterJs.reduce((sum, f) => sum + compressed(f).gzip, 0);
console.log(`\n/ then loads ${laterJs.length} more JS files, ${kb(laterGzip)} (gzip), after its first render, for the sample posts below the fold.`);

const goal = 130 * 1024;
const requestGoal = 15;
const totalFiles = landing.jsFiles + laterJs.length;
const totalGzip = landing.jsGzip + laterGzip;
const within = totalGzip <= goal && totalFiles <= requestGoal;
console.log(
  `\nLanding page JS, first render and sample posts: ${kb(totalGzip)} gzip in ${totalFiles} requests ` +
    `(goal ≤ ${kb(goal)} in ≤ ${requestGoal}): ${within ? 'within goal' : 'OVER GOAL'}`,
);
recordBench('bundle-size', [
  {
    measure: 'landing JS, first render and sample posts (gzip)',
    value: `${kb(totalGzip)} in ${totalFiles} files`,
    goal: `≤ ${kb(goal)} in ≤ ${requestGoal}`,
  },
  ...rows
    .filter((row) => row.route !== '/')
    .map((row) => ({ measure: `${row.route} JS on first load (gzip)`, value: `${kb(row.jsGzip)} in ${row.jsFiles} files` })),
]);
