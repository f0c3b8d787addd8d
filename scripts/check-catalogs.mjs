// Fails when a message of the source is missing from the catalogs or has no Arabic translation,
// or when an English word with several meanings is used without a context saying which one.
// Runs `lingui extract` into a temporary copy so the committed catalogs are never rewritten here.
// Catalog entries the source no longer uses are only reported: several people add messages at
// once, and an entry of someone else's unfinished work must not fail another's commit.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PO from 'pofile';

const root = new URL('..', import.meta.url).pathname;
const problems = [];

// A message is its text plus its context: "Post" the button and "Post" the title are two entries.
const keyOf = (item) => (item.msgctxt ? `${item.msgid} [${item.msgctxt}]` : item.msgid);

function entries(file) {
  const po = PO.parse(readFileSync(file, 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete).map((item) => [keyOf(item), item.msgstr.join('')]));
}

// Short English words that are a noun in one place and a verb (or another noun) in the next, and
// so take different words in Arabic ("Post": the post / publish). Each use must carry a context
// (t({ message, context }) or <Trans context>), so that two meanings never share one translation.
const severalMeanings = new Set([
  'About',
  'Back',
  'Block',
  'Chat',
  'Comment',
  'Delete',
  'Edit',
  'Follow',
  'Following',
  'Like',
  'Message',
  'Post',
  'Reply',
  'Report',
  'Save',
  'Search',
  'Share',
  'Update',
  'Upload',
]);

function withoutContext(file) {
  return PO.parse(readFileSync(file, 'utf8'))
    .items.filter((item) => !item.obsolete && !item.msgctxt && severalMeanings.has(item.msgid.trim()))
    .map((item) => `"${item.msgid}" (${item.references.join(', ')}) has several meanings: give each use a context`);
}

const arabic = entries(join(root, 'locales/ar/messages.po'));
const english = entries(join(root, 'locales/en/messages.po'));

/**
 * `{count, plural, one {…} other {…}}` as `{count, plural}`: each language
 * has its own plural branches (Arabic six), but the same argument.
 */
function withoutBranches(text) {
  let out = '';
  for (let at = 0; at < text.length; ) {
    const choice = /^\{(\w+), (plural|select|selectordinal),/.exec(text.slice(at));
    if (!choice) {
      out += text[at];
      at += 1;
      continue;
    }
    let depth = 0;
    let end = at;
    do {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    } while (depth > 0 && end < text.length);
    out += `{${choice[1]}, ${choice[2]}}`;
    at = end;
  }
  return out;
}

// Placeholders ({name}) and tags (<0>) must survive translation.
const tokens = (text) =>
  [...withoutBranches(text).matchAll(/\{[^}]+\}|<\/?\d+\/?>/g)]
    .map((m) => m[0])
    .sort()
    .join(' ');

const scratch = mkdtempSync(join(tmpdir(), 'pawpals-catalogs-'));
let unused = 0;
try {
  cpSync(join(root, 'locales'), join(scratch, 'locales'), { recursive: true });
  execFileSync(join(root, 'node_modules/.bin/lingui'), ['extract', '--clean'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PAWPALS_CATALOG_ROOT: scratch },
  });
  const inSource = entries(join(scratch, 'locales/en/messages.po'));
  problems.push(...withoutContext(join(scratch, 'locales/en/messages.po')));
  for (const id of inSource.keys()) {
    const text = arabic.get(id);
    if (!english.has(id)) problems.push(`en: "${id}" is in the source but not in the catalog (run npm run i18n:extract)`);
    if (!text?.trim()) problems.push(`ar: missing translation for "${id}"`);
    else if (tokens(id) !== tokens(text)) problems.push(`ar: placeholders differ in "${id}"`);
  }
  unused = [...english.keys()].filter((id) => !inSource.has(id)).length;
  if (problems.length === 0) {
    console.log(`Catalogs complete: ${inSource.size} messages, every one translated into Arabic.`);
    if (unused) console.log(`${unused} catalog entries are not used by the source (npm run i18n:extract drops them).`);
  }
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
