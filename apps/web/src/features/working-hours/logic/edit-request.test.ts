import { describe, expect, it } from 'vitest';
import { hasEditParams, readEditedEntryId, removeEditParams } from './edit-request';

describe('the ?edit link', () => {
  it('reads the entry id', () => {
    expect(readEditedEntryId(new URLSearchParams('edit=abc&update_all=true'))).toBe('abc');
    expect(readEditedEntryId(new URLSearchParams('edit='))).toBeNull();
  });

  it('clears the edit parameters and keeps the rest', () => {
    const params = new URLSearchParams('edit=abc&update_instance=true&ref=cal');
    expect(removeEditParams(params).toString()).toBe('ref=cal');
    expect(hasEditParams(removeEditParams(params))).toBe(false);
  });
});
