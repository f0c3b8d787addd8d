import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.jsonc, proved on probe files: each case is one
 * file at `from` importing `spec`, linted with the repository's configuration
 * in a scratch folder laid out like the repository.
 */
const forbidden: [from: string, spec: string][] = [
  ['src/ui', '@/data/db.ts'],
  ['src/ui/form', '../../data/db.ts'],
  ['src/ui', '@/features/feed/feed-screen.tsx'],
  ['src/ui', '@/routes/index.tsx'],
  ['src/ui', 'dexie'],
  ['src/ui', '@/main.tsx'],
  ['src/features/feed', '@/routes/index.tsx'],
  ['src/features/feed', '../../routes/index.tsx'],
  ['src/features/feed', 'dexie'],
  ['src/features/feed', 'dexie-react-hooks'],
  ['src/features/feed', 'ky'],
  ['src/features/feed', 'socket.io-client'],
  ['src/features/feed', '@/router.tsx'],
  ['src/routes', 'ky'],
  ['src/data', '@/features/feed/feed-screen.tsx'],
  ['src/data', '@/ui/button.tsx'],
  ['src/data/outbox', '../../routes/index.tsx'],
  ['src/data', '@/main.tsx'],
  ['src/i18n', '@/data/db.ts'],
  ['src/contract', '@/data/db.ts'],
  ['src/contract', '../data/db.ts'],
  ['src/contract/schemas', '../../../server/src/app.ts'],
  ['src/contract', 'node:fs'],
  ['src/contract', 'react'],
  ['sw', 'react'],
  ['sw', 'react-dom/client'],
  ['sw', '@/features/feed/feed-screen.tsx'],
  ['sw', '../src/ui/button.tsx'],
  ['sw', '../src/main.tsx'],
  ['server/src', '../../src/data/db.ts'],
  ['server/src', '@/contract/paths.ts'],
  ['server/src/routes', '../../../src/contract/paths.ts'],
  ['server/src/routes/users', '../../../../src/ui/button.tsx'],
  ['server/test/users', '../../../src/data/db.ts'],
];

const allowed: [from: string, spec: string][] = [
  ['src/routes', '@/features/feed/feed-screen.tsx'],
  ['src/routes', '@/data/session.ts'],
  ['src/features/feed', '@/data/posts/posts.ts'],
  ['src/features/feed', '@/ui/button.tsx'],
  ['src/features/feed', '../posts/post-card.tsx'],
  ['src/features/feed', 'react'],
  ['src/ui', '@/contract/limits.ts'],
  ['src/ui', '@/i18n/format-time.ts'],
  ['src/ui/form', '../button.tsx'],
  ['src/data', 'dexie'],
  ['src/data', '@/contract/paths.ts'],
  ['src/data/outbox', '../db.ts'],
  ['src/contract/schemas', '../limits.ts'],
  ['src/contract', 'valibot'],
  ['sw', '../src/data/db.ts'],
  ['sw', '@/data/db.ts'],
  ['sw', 'workbox-routing'],
  ['server/src/routes/users', '#contract/paths.ts'],
  ['server/src/routes/users', '../../db/schema.ts'],
  ['server/test/users', '../../src/db/schema.ts'],
];

const root = path.resolve(import.meta.dirname, '..');
const probeOf = (index: number, from: string) => path.posix.join(from, `probe-${index}.${from.startsWith('src/') ? 'tsx' : 'ts'}`);
const cases = [
  ...forbidden.map(([from, spec]) => ({ from, spec, allowed: false })),
  ...allowed.map(([from, spec]) => ({ from, spec, allowed: true })),
].map((entry, index) => ({ ...entry, file: probeOf(index, entry.from) }));

let scratch = '';
let refused = new Set<string>();

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-boundaries-'));
  copyFileSync(path.join(root, 'biome.jsonc'), path.join(scratch, 'biome.jsonc'));
  for (const { file, spec } of cases) {
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `import { probe } from '${spec}';\nexport const probed = probe;\n`);
  }
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/biome'),
    ['lint', '--vcs-enabled=false', '--reporter=github', '--max-diagnostics=none', '.'],
    {
      cwd: scratch,
      encoding: 'utf8',
    },
  );
  const lines = run.stdout.split('\n').filter((line) => line.includes('title=lint/style/noRestrictedImports'));
  refused = new Set(lines.map((line) => path.relative(scratch, /file=([^,]+)/.exec(line)?.[1] ?? '')));
  // Anything else Biome says about a probe (an error in the configuration, say) would hide a boundary.
  expect(run.stderr).not.toMatch(/configuration|internalError/);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('import boundaries (biome.jsonc)', () => {
  it.each(cases.filter((entry) => !entry.allowed))('$from may not import $spec', ({ file }) => {
    expect(refused.has(file)).toBe(true);
  });

  it.each(cases.filter((entry) => entry.allowed))('$from may import $spec', ({ file }) => {
    expect(refused.has(file)).toBe(false);
  });
});
