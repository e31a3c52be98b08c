import { describe, expect, it } from 'vitest';
import { OVERLAY_STORAGE_KEY, readOverlayPreference, writeOverlayPreference } from './overlay-preference';

describe('the overlay preference', () => {
  it('is on until turned off, and remembers either choice', () => {
    expect(readOverlayPreference()).toBe(true);
    writeOverlayPreference(false);
    expect(window.localStorage.getItem(OVERLAY_STORAGE_KEY)).toBe('off');
    expect(readOverlayPreference()).toBe(false);
    writeOverlayPreference(true);
    expect(readOverlayPreference()).toBe(true);
  });
});
