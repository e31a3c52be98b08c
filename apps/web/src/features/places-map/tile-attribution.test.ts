import { describe, expect, it } from 'vitest';
import { attributionHtml } from './tile-attribution';

describe('attributionHtml', () => {
  it('links the credit to its page', () => {
    expect(
      attributionHtml({
        attribution: '© OpenStreetMap contributors',
        attribution_url: 'https://www.openstreetmap.org/copyright',
      }),
    ).toBe(
      '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">© OpenStreetMap contributors</a>',
    );
  });

  it('escapes markup and quotes, so the setting can only ever be text', () => {
    expect(
      attributionHtml({
        attribution: '<img src=x onerror=alert(1)> & co',
        attribution_url: 'https://x.example/"onmouseover="alert(1)',
      }),
    ).toBe(
      '<a href="https://x.example/&quot;onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer">&lt;img src=x onerror=alert(1)&gt; &amp; co</a>',
    );
  });
});
