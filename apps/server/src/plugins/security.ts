// Security headers: a strict CSP on app pages (no inline script), relaxed only for the API reference.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const docsContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline' https:",
  "img-src 'self' data: https:",
  "font-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join('; ');

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects its CSS variables in <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https://*.posthog.com', 'https://*.i.posthog.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/docs')) {
      // The API reference page boots with an inline script: only this page relaxes the CSP.
      reply.header('Content-Security-Policy', docsContentSecurityPolicy);
    } else if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      // Answers to API calls carry personal data: never keep them in a shared or browser cache.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
