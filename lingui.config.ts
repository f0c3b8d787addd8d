import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { contractExtractor } from './scripts/lingui-contract-extractor.ts';

/** scripts/check-catalogs.mjs extracts into a scratch copy by setting this. */
const catalogRoot = process.env.PAWPALS_CATALOG_ROOT ?? '<rootDir>';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: `${catalogRoot}/locales/{locale}/messages`,
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/contract/!(messages).ts', 'src/contract/schemas/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  extractors: [contractExtractor, babel],
  format: formatter({ lineNumbers: false }),
});
