import { describe, expect, it } from 'vitest';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { addCompileHints, compileHint } from './compile-hints-plugin.ts';

const chunk = (fileName: string, name: string, isEntry = false) =>
  ({ type: 'chunk', fileName, name, isEntry, code: `export const file = ${JSON.stringify(fileName)};\n` }) as unknown as OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', fileName, source: 'body{}' }) as unknown as OutputAsset;

function bundleOf(): OutputBundle {
  const files = [
    chunk('assets/app-a.js', 'app', true),
    chunk('assets/authed-b.js', 'authed'),
    chunk('assets/chat-c.js', 'chat'),
    asset('assets/app-d.css'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const codeOf = (bundle: OutputBundle, fileName: string) => (bundle[fileName] as OutputChunk).code;

describe('addCompileHints', () => {
  it('puts the hint first in the entry and the named chunks only', () => {
    const bundle = bundleOf();
    addCompileHints(bundle, ['authed']);
    expect(codeOf(bundle, 'assets/app-a.js').split('\n')[0]).toBe(compileHint);
    expect(codeOf(bundle, 'assets/authed-b.js').split('\n')[0]).toBe(compileHint);
    expect(codeOf(bundle, 'assets/chat-c.js')).not.toContain(compileHint);
    expect((bundle['assets/app-d.css'] as OutputAsset).source).toBe('body{}');
  });

  it('keeps the code after the hint as it was, and adds the hint once', () => {
    const bundle = bundleOf();
    addCompileHints(bundle, ['authed']);
    addCompileHints(bundle, ['authed']);
    expect(codeOf(bundle, 'assets/authed-b.js')).toBe(`${compileHint}\nexport const file = "assets/authed-b.js";\n`);
  });
});
