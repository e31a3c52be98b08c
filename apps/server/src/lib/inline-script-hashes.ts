// The CSP allows no inline script but the ones the built index.html carries itself (its shell
// picks what to show before the app's code has come): each is allowed by its SHA-256, so a
// script injected into the page still cannot run.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The CSP sources ('sha256-…') of the inline scripts in `html`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** Those of the built index.html; none while the web app is not built. */
export function readIndexScriptHashes(indexHtmlPath: string): string[] {
  return existsSync(indexHtmlPath) ? inlineScriptHashes(readFileSync(indexHtmlPath, 'utf8')) : [];
}
