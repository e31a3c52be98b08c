import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// HANGTIME_API_ORIGIN points the dev proxy at a server on another port.
const apiOrigin = process.env.HANGTIME_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Report route chunks above the 300 KB budget (quality.md) instead of the default 500 KB.
    chunkSizeWarningLimit: 300,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
    },
  },
  preview: {
    proxy: {
      '/api': apiOrigin,
      '/dev': apiOrigin,
    },
  },
});
