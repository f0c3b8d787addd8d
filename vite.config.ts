import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';
import { shareTarget } from './src/data/share-target-fields.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { bootScript } from './scripts/boot-plugin.ts';
import { compileHints } from './scripts/compile-hints-plugin.ts';

const apiTarget = 'http://localhost:3000';

/**
 * The install dialog's screenshots (made by scripts/render-screenshots.mjs),
 * each with the size read from its PNG header, so the manifest never disagrees with the file.
 */
function screenshot(name: string, formFactor: 'narrow' | 'wide', label: string) {
  const file = fileURLToPath(new URL(`./public/screenshots/${name}.png`, import.meta.url));
  if (!existsSync(file)) return [];
  const header = readFileSync(file).subarray(16, 24);
  const size = `${header.readUInt32BE(0)}x${header.readUInt32BE(4)}`;
  return [{ src: `/screenshots/${name}.png`, sizes: size, type: 'image/png', form_factor: formFactor, label }];
}

/**
 * The HTTP layer with the account calls. The sign-in form loads it when first used and the forgot,
 * reset and verify screens draw with it, so it is a chunk of its own (`api`) and never part of the
 * signed-in one (`authed`): a new account call is named here only.
 */
const httpAndAccountCalls =
  /[\\/]src[\\/](data[\\/](http|reachability|auth|account|transport[\\/]transport|api[\\/](login|logout|me|register|update-password|password-reset|password-reset-confirm|verify-email|resend-verification|update-email|data-export|delete-account))|contract[\\/]paths)\./;

// Plugin order matters: the router plugin first, then React, the Lingui macro and catalogs,
// vanilla-extract, boot.js with its file lists, the compile hints, the PWA, and last the compressed
// copies of what they all wrote.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    vanillaExtractPlugin(),
    bootScript(fileURLToPath(new URL('./src/boot.js', import.meta.url))),
    // The entry's chunk and the signed-in shell (named in codeSplitting below) run while a page first draws.
    compileHints(['app', 'authed', 'signed-in-parts']),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      // A new worker waits for the person to agree (src/data/register-service-worker.ts).
      registerType: 'prompt',
      injectManifest: {
        // The shell without fonts: a language's font files are cached when it uses them
        // (sw/sw.ts), so installing the worker never downloads the other language's font.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Only the install dialog shows them; a worker install should not download them.
        globIgnores: ['screenshots/**'],
      },
      manifest: {
        // A stable identity, so a later change of start_url does not make it another app.
        id: '/',
        name: 'PawPals',
        short_name: 'PawPals',
        description: 'Connect with fellow pet lovers',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fffaf5',
        theme_color: '#b93f0b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
        shortcuts: [
          {
            name: 'Create post',
            url: '/add-post',
            icons: [{ src: '/icons/shortcut-add-post-96.png', sizes: '96x96', type: 'image/png' }],
          },
          {
            name: 'Messages',
            url: '/chats',
            icons: [{ src: '/icons/shortcut-messages-96.png', sizes: '96x96', type: 'image/png' }],
          },
        ],
        screenshots: [
          ...screenshot('feed-narrow', 'narrow', 'The feed of pet posts on a phone'),
          ...screenshot('feed-wide', 'wide', 'The feed with your pets and suggested accounts on a computer'),
        ],
        // Photos shared from another app open the post form with them attached (sw/share-target.ts).
        share_target: {
          action: shareTarget.action,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: shareTarget.title,
            text: shareTarget.text,
            url: shareTarget.url,
            files: [{ name: shareTarget.files, accept: ['image/jpeg', 'image/png', '.jpg', '.jpeg', '.png'] }],
          },
        },
      },
    }),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: {
    target: 'es2022',
    // The manifest feeds scripts/size.mjs.
    manifest: true,
    // A lazy chunk's imports are fetched together with it rather than discovered one level at a
    // time; with the entry's graph in one chunk the lists cost about 2 KB gzip on "/".
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into one chunk: left to itself the
          // bundler cut it into about 30 shared chunks of 1-2 KB that the browser discovered
          // wave after wave. Lazy routes stay separate chunks.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What a signed-in page loads beside its route (header menu, outbox, offline line, the
            // data layer, Dexie, their icons) and the feed's own parts, in one chunk instead of
            // about 45 small ones fetched six at a time. Only the modules matched here (no
            // dependencies pulled in): what the landing and sign-in pages share with the feed
            // (carousel, dates, their icons, the HTTP layer) stays in chunks of its own, and so
            // does the bell with the live connection, which loads after the header has drawn.
            {
              name: 'authed',
              test: (id: string) =>
                !httpAndAccountCalls.test(id) &&
                !/[\\/]src[\\/]data[\\/](online|socket|locations|submission-key|use-submission-key|share-target-fields|transport[\\/][\w-]+|api[\\/](countries|cities))\.ts/.test(
                  id,
                ) &&
                [
                  /[\\/]src[\\/](data|features[\\/](feed|layout|social))[\\/]/,
                  /[\\/]src[\\/]routes[\\/]_authed[\\/]feed\.tsx/,
                  /[\\/]src[\\/]features[\\/]changes[\\/](offline-indicator|failed-changes-menu-item|sign-out-dialog)\./,
                  /[\\/]src[\\/]features[\\/]posts[\\/](post-card|post-card-skeleton|post-photos|like-button|share-button|post-author|pet-tag|empty-state)\./,
                  /[\\/]src[\\/]ui[\\/](dialog[\\/])?(alert-dialog|confirm-dialog\.css|modal-dialog|use-modal-on-mount|use-document-title)\./,
                  /[\\/]src[\\/](features[\\/]pets[\\/](pet-type-label|pet-chip)|contract[\\/]conversation)\./,
                  /[\\/]node_modules[\\/](dexie|dexie-react-hooks|@tanstack[\\/](react-virtual|virtual-core))[\\/]/,
                  /[\\/]lucide-react[\\/].*[\\/]icons[\\/](bell|bell-ring|check-check|circle-alert|circle-exclamation-point|clock|cloud-upload|external-link|image-plus|key-round|layout-dashboard|log-out|menu|newspaper|plus|search|user-check|user-plus|user-round|x)\.mjs/,
                ].some((pattern) => pattern.test(id)),
              includeDependenciesRecursively: false,
            },
            // Small modules the signed-in pages share with the signed-out ones, kept apart from
            // `authed` so those pages do not load it, but gathered in three chunks by who needs them
            // instead of about fifteen of 1-2 KB. A post's parts (the landing's sample posts, the feed's cards):
            {
              name: 'post-parts',
              test: (id: string) =>
                /[\\/]src[\\/](ui[\\/](avatar|avatar-initials|round-icon-button\.css|fallback-image|deferred-carousel|carousel-parts|carousel\.css)|i18n[\\/]relative-time-format|features[\\/]posts[\\/]image-size)\./.test(
                  id,
                ) || /[\\/]lucide-react[\\/].*[\\/]icons[\\/](heart|message-circle|share-2|chevron-left|chevron-right)\.mjs/.test(id),
              includeDependenciesRecursively: false,
            },
            // What forms check and say, and whether they can be sent now (the sign-in form draws with them):
            {
              name: 'form-parts',
              test: (id: string) =>
                /[\\/]src[\\/](contract[\\/](limits|messages|message-ids)|i18n[\\/]translate-contract|ui[\\/]form[\\/]field\.css|data[\\/](online|transport[\\/]call-failure))\./.test(
                  id,
                ) || /[\\/]lucide-react[\\/].*[\\/]icons[\\/]wifi-off\.mjs/.test(id),
              includeDependenciesRecursively: false,
            },
            {
              name: 'api',
              test: (id: string) => httpAndAccountCalls.test(id) || /[\\/]node_modules[\\/]ky[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
