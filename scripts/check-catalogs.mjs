// Fails when a catalog is out of date with the source or an Arabic translation is missing.
// Runs `lingui extract` into a temporary copy so the committed catalogs are never rewritten here.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

const root = new URL('..', import.meta.url).pathname;
const problems = [];

function entries(file) {
  const po = PO.parse(readFileSync(file, 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item.msgstr.join('')]));
}

const arabic = entries(join(root, 'locales/ar/messages.po'));
const english = entries(join(root, 'locales/en/messages.po'));

for (const [id, text] of arabic) if (!text.trim()) problems.push(`ar: missing translation for "${id}"`);
for (const id of english.keys()) if (!arabic.has(id)) problems.push(`ar: message "${id}" is not in the Arabic catalog`);

// Placeholders ({name}) and tags (<0>) must survive translation.
const tokens = (text) => [...text.matchAll(/\{[^}]+\}|<\/?\d+\/?>/g)].map((m) => m[0]).sort().join(' ');
for (const [id, text] of arabic) {
  if (text && tokens(id) !== tokens(text)) problems.push(`ar: placeholders differ in "${id}"`);
}

// Extract from the current source into a scratch copy and compare the message ids.
const scratch = mkdtempSync(join(tmpdir(), 'pawpals-catalogs-'));
try {
  cpSync(join(root, 'locales'), join(scratch, 'locales'), { recursive: true });
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PAWPALS_CATALOG_ROOT: scratch },
  });
  const fresh = entries(join(scratch, 'locales/en/messages.po'));
  for (const id of fresh.keys()) if (!english.has(id)) problems.push(`en: "${id}" is in the source but not extracted (run npm run i18n:extract)`);
  for (const id of english.keys()) if (!fresh.has(id)) problems.push(`en: "${id}" is no longer in the source (run npm run i18n:extract)`);
} catch (error) {
  problems.push(`lingui extract failed: ${error.message}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalog problem(s).`);
  process.exit(1);
}
console.log(`Catalogs complete: ${english.size} messages, every one translated into Arabic.`);
