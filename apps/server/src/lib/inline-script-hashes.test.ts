import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('answers the CSP source of each inline script, over its exact text', () => {
    const body = "\n  if (location.pathname === '/calendar') show();\n";
    const html = `<head><script type="module" src="/assets/index.js"></script></head><body><script>${body}</script><script>x()</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body), sha('x()')]);
  });

  it('answers none for a page whose scripts all load from files', () => {
    expect(inlineScriptHashes('<script type="module" crossorigin src="/assets/index.js"></script>')).toEqual([]);
  });
});
