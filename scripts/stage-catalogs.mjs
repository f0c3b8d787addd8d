#!/usr/bin/env node
// Stages catalogs that match exactly what is staged for the next commit.
// Several people change the source at once: the working tree's catalogs may
// hold someone else's unfinished messages. This extracts from the index (HEAD
// plus what you staged) in a scratch folder, with the translations of both the
// staged and the working-tree catalogs, runs the catalog check on the result
// and stages it only if it passes.
// Usage: git add <your files> && node scripts/stage-catalogs.mjs && git commit
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

const root = new URL('..', import.meta.url).pathname;
const scratch = mkdtempSync(join(tmpdir(), 'pawpals-stage-'));
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const catalogs = ['en', 'ar'].map((locale) => `locales/${locale}/messages.po`);

/** The staged catalog, with every translation the working tree adds or fills in. */
function mergeWorkingTranslations(file) {
  const staged = PO.parse(readFileSync(join(scratch, file), 'utf8'));
  const working = PO.parse(readFileSync(join(root, file), 'utf8'));
  const byId = new Map(staged.items.map((item) => [item.msgid, item]));
  for (const item of working.items) {
    const known = byId.get(item.msgid);
    if (!known) staged.items.push(item);
    else if (item.msgstr.join('').trim()) known.msgstr = item.msgstr;
  }
  writeFileSync(join(scratch, file), staged.toString());
}

try {
  run('git', ['checkout-index', '-a', `--prefix=${scratch}/`]);
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'));
  catalogs.forEach(mergeWorkingTranslations);
  run(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], scratch);
  process.stdout.write(run('node', [join(scratch, 'scripts/check-catalogs.mjs')], scratch));
  for (const file of catalogs) {
    const blob = run('git', ['hash-object', '-w', join(scratch, file)]).trim();
    run('git', ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`]);
  }
  console.log('Staged catalogs for the staged source.');
} catch (error) {
  console.error(error.stdout?.toString() ?? '');
  console.error('Nothing staged: translate the messages above in locales/ar/messages.po, then run this again.');
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
