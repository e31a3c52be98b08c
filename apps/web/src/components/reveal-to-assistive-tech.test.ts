import { describe, expect, it } from 'vitest';
import { revealToAssistiveTech } from './reveal-to-assistive-tech';

describe('revealToAssistiveTech', () => {
  it('unhides the wrappers between a button and its cell, and nothing beyond', () => {
    document.body.innerHTML =
      '<div id="table" role="table" aria-hidden="true"><div id="cell" role="columnheader"><div id="outer" aria-hidden="true"><div id="inner"><button id="add">+</button></div></div></div></div>';
    revealToAssistiveTech(document.getElementById('add'));
    expect(document.getElementById('outer')?.hasAttribute('aria-hidden')).toBe(false);
    expect(document.getElementById('table')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does nothing without an element', () => {
    expect(() => revealToAssistiveTech(null)).not.toThrow();
  });
});
