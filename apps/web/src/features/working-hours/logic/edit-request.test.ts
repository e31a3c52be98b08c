import { describe, expect, it } from 'vitest';
import { readEditedEntryId } from './edit-request';

describe('the ?edit link', () => {
  it('reads the entry id', () => {
    expect(readEditedEntryId(new URLSearchParams('edit=abc&update_all=true'))).toBe('abc');
    expect(readEditedEntryId(new URLSearchParams('edit='))).toBeNull();
  });
});
