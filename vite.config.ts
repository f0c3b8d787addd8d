import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://localhost:3000';

// Plugin order matters (STACK.md, trap 5).
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    vanillaExtractPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'autoUpdate',
      injectManifest: {
        // The shell, and of the fonts only the Latin and Arabic files the two languages use.
        globPatterns: [
          '**/*.{js,css,html,svg,png,webmanifest}',
          'assets/inter-latin-*.woff2',
          'assets/noto-sans-arabic-arabic-*.woff2',
        ],
      },
      manifest: {
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
      },
    }),
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
    // Preload lists for every lazy route sat in the first bundle (about 6 KB gzip on "/");
    // routes are preloaded on intent and the worker precaches them, so the lists are not needed.
    modulePreload: false,
  },
});
