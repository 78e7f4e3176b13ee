import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { pageLoaders } from './build/page-loaders.js';
import { onlyPatientFiles } from './build/patient-precache.js';
import { precompress } from './build/precompress.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    pageLoaders(),
    tailwindcss(),
    // The service worker (src/sw.ts), registered by src/lib/service-worker.ts. The web app manifest
    // is the server's, named after APP_NAME (apps/api/src/lib/web-manifest.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'logo.svg', 'icons/*.png', 'assets/*.{js,css}'],
        manifestTransforms: [onlyPatientFiles(path.resolve(import.meta.dirname, 'dist'))],
      },
    }),
    precompress(),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page needs, as one chunk (decision 017): rolldown would split it into several
          // small shared chunks, each compressed on its own, which costs every route about 4 KB gzip;
          // and it changes only with a dependency or the message loader, so it stays cached.
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|nanostores|@nanostores)[\\/]|vite\/preload-helper|[\\/]src[\\/]lib[\\/]i18n[\\/](i18n|language|use-messages|index)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/files': api, '/healthz': api, '/manifest.webmanifest': api } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // Typing through user-event is slow on a busy 2-core machine; a test that fails, fails on its assertion.
    testTimeout: 20_000,
  },
});
