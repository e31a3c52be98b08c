import { describe, expect, it } from 'vitest';
import { readWindowEditRequest } from './edit-request';

const read = (query: string) => readWindowEditRequest(new URLSearchParams(query));

describe('readWindowEditRequest', () => {
  it('reads a whole-window edit', () => {
    expect(read('edit=w1')).toEqual({ windowId: 'w1', scope: 'series', instanceDate: null });
    expect(read('edit=w1&update_all=true')).toEqual({ windowId: 'w1', scope: 'series', instanceDate: null });
  });

  it('reads a one-date edit, with its date when the link gives a real one', () => {
    expect(read('edit=w1&update_instance=true')).toEqual({ windowId: 'w1', scope: 'instance', instanceDate: null });
    expect(read('edit=w1&update_instance=true&instance_date=2030-06-04')).toEqual({
      windowId: 'w1',
      scope: 'instance',
      instanceDate: '2030-06-04',
    });
    expect(read('edit=w1&update_instance=true&instance_date=tomorrow')?.instanceDate).toBeNull();
  });

  it('asks for nothing without a window id', () => {
    expect(read('')).toBeNull();
    expect(read('edit=&update_all=true')).toBeNull();
  });
});
