import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './build/precompress.js';
import { routePreload } from './build/route-preload.js';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(), precompress()],
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': api, '/files': api, '/healthz': api } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    // Typing through user-event is slow on a busy 2-core machine; a test that fails, fails on its assertion.
    testTimeout: 20_000,
  },
});
