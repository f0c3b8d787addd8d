import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';

/**
 * biome.jsonc checks what sw/ imports itself; this checks everything the
 * worker ends up loading, through src/data too: the modules esbuild bundles.
 */
it('the service worker loads neither React nor the screens, even through src/data', async () => {
  const root = path.resolve(import.meta.dirname, '..');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['sw/sw.ts'],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    alias: { '@': './src' },
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs).toContain('src/data/db.ts');
  expect(inputs.filter((input) => /node_modules\/(react|react-dom)\/|^src\/(features|routes|ui)\//.test(input))).toEqual([]);
});
