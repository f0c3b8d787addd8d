import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** scripts/check-catalogs.mjs extracts into a scratch copy by setting this. */
const catalogRoot = process.env.PAWPALS_CATALOG_ROOT ?? '<rootDir>';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ar'],
  catalogs: [
    {
      path: `${catalogRoot}/locales/{locale}/messages`,
      include: ['src'],
      exclude: ['**/node_modules/**', 'src/contract/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
