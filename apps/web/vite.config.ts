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
    // dist/.vite/manifest.json maps each page to its chunks; `npm run bench` sums the first page's.
    manifest: true,
    // Report route chunks above the 300 KB budget (quality.md) instead of the default 500 KB.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        // React's DOM renderer is most of the entry and changes only with an upgrade: its own chunk
        // stays cached across releases and keeps the entry under the 300 KB chunk budget. Every
        // page needs it, so the first page downloads the same bytes as before.
        codeSplitting: {
          groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }],
        },
      },
    },
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
