// The installable app (vite-plugin-pwa): the web app manifest, and our own service worker
// (src/service-worker/sw.ts) with the build's files to precache injected into it. Registration is
// the app's own (src/app/service-worker-registration.ts), once the first page is idle.
import { VitePWA } from 'vite-plugin-pwa';

export const BRAND_COLOUR = '#4263eb';

export function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      id: '/',
      name: 'Hangtime',
      short_name: 'Hangtime',
      description: 'Plan less. Hang out more. Hangtime finds the time when you and your friends are free.',
      lang: 'en',
      // The calendar for a signed-in person; the route guard sends anyone else to sign in.
      start_url: '/calendar',
      scope: '/',
      display: 'standalone',
      theme_color: BRAND_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The offline page and what it shows, nothing else. A page always comes from the network
      // (its CSP hashes and the session check are the server's), and without the network every
      // screen needs answers that are never cached (they are personal): precaching the app's 2 MB
      // of chunks would cost a phone that much on its first visit and show it nothing more offline
      // than "You're offline". The chunks stay in the HTTP cache (hashed names, immutable).
      globPatterns: ['offline.html'],
    },
    devOptions: { enabled: false },
  });
}
