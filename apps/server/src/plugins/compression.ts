// Compressed answers for clients that ask (every browser does): a month of the calendar is some
// 450 KB of JSON and 30 KB gzipped, which is what a phone on a mobile network waits for.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Route option for answers that carry a credential (the access token of login and register):
 * compressing a secret beside text an attacker can influence leaks it through the answer's
 * length (BREACH), and these answers are small anyway.
 */
export const uncompressed = { compress: false } as const;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Answers are built per request: the fastest settings keep most of the saving (JSON shrinks
    // some 15 times) for a fraction of the CPU; nginx's gzip default is level 1 for this reason.
    zlibOptions: { level: 1 },
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    },
    // At these settings a megabyte compresses in a few milliseconds, less than handing it to the
    // thread pool and streaming it back costs on a small server; larger answers stream.
    syncThreshold: 1024 * 1024,
    // Request bodies are small JSON; inflating a compressed one could outgrow the body limit.
    globalDecompression: false,
  });
}
