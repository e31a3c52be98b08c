// Serves the built SPA; a GET for a client route (not the API, not a file) gets index.html.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@hangtime/core/errors';

function isClientRoute(method: string, path: string): boolean {
  return method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/dev/') && !/\.[a-z0-9]+$/i.test(path);
}

export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes each file also as .br and .gz at the strongest settings (vite.config.ts):
      // sent as they are, they are a quarter smaller than compressing per request, at no CPU cost.
      preCompressed: true,
      // Its own header ("public, max-age=0") is applied after setHeaders and would replace ours.
      cacheControl: false,
      setHeaders: (res, path) => {
        const isHashedAsset = path.startsWith(join(distDir, 'assets'));
        res.setHeader('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        // What is sent depends on what the browser accepts: a shared cache must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'the web app is not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (isBuilt && isClientRoute(request.method, path)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    // A fixed text: the request's own address is never repeated back (issue 25).
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
