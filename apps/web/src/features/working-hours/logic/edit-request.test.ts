import { describe, expect, it } from 'vitest';
import { readEditedEntryId, readEntryEditRequest } from './edit-request';

describe('the ?edit link', () => {
  it('reads the entry id', () => {
    expect(readEditedEntryId(new URLSearchParams('edit=abc&update_all=true'))).toBe('abc');
    expect(readEditedEntryId(new URLSearchParams('edit='))).toBeNull();
  });
});

describe('the ?edit link with update_instance', () => {
  it('reads one date of the entry, or the whole entry', () => {
    expect(readEntryEditRequest(new URLSearchParams('edit=abc&update_instance=true&instance_date=2030-06-13'))).toEqual(
      {
        entryId: 'abc',
        scope: 'instance',
        instanceDate: '2030-06-13',
      },
    );
    expect(readEntryEditRequest(new URLSearchParams('edit=abc&update_instance=true&instance_date=soon'))).toMatchObject(
      { scope: 'instance', instanceDate: null },
    );
    expect(readEntryEditRequest(new URLSearchParams('edit=abc&update_all=true&instance_date=2030-06-13'))).toEqual({
      entryId: 'abc',
      scope: 'series',
      instanceDate: null,
    });
    expect(readEntryEditRequest(new URLSearchParams('update_instance=true'))).toBeNull();
  });
});
