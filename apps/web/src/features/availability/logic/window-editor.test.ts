import { describe, expect, it } from 'vitest';
import { saturdayBrunch, weeknights } from '../test-fixtures';
import { chooseEditor } from './window-editor';

const today = '2030-06-06';

describe('chooseEditor', () => {
  it('opens the whole window for update_all or no flag', () => {
    expect(chooseEditor(weeknights, { windowId: weeknights.id, scope: 'series', instanceDate: null }, today)).toEqual({
      kind: 'series',
      window: weeknights,
    });
  });

  it('opens one date: the one the link names, else the next occurrence', () => {
    const request = { windowId: weeknights.id, scope: 'instance' as const, instanceDate: '2030-06-17' };
    expect(chooseEditor(weeknights, request, today)).toMatchObject({ kind: 'instance', instanceDate: '2030-06-17' });
    expect(chooseEditor(weeknights, { ...request, instanceDate: null }, today)).toMatchObject({
      kind: 'instance',
      instanceDate: '2030-06-10',
    });
  });

  it('opens a one-time window whole, since it has no series', () => {
    const request = { windowId: saturdayBrunch.id, scope: 'instance' as const, instanceDate: null };
    expect(chooseEditor(saturdayBrunch, request, today)).toEqual({ kind: 'series', window: saturdayBrunch });
  });
});
