import { describe, expect, it, vi } from 'vitest';
import { createTileWatch, type TileWatch } from './tile-watch';

const play = (events: (keyof TileWatch)[]) => {
  const onFailed = vi.fn();
  const watch = createTileWatch(onFailed);
  for (const event of events) watch[event]();
  return onFailed;
};

describe('createTileWatch', () => {
  it.each<[string, (keyof TileWatch)[], boolean]>([
    [
      'every tile of a round failed (offline, tile server blocked)',
      ['loading', 'tileerror', 'tileerror', 'load'],
      true,
    ],
    ['some tiles came', ['loading', 'tileerror', 'tileload', 'load'], false],
    ['every tile came', ['loading', 'tileload', 'tileload', 'load'], false],
    ['a round is still loading', ['loading', 'tileerror', 'tileerror'], false],
    [
      'a later round failed after one that worked',
      ['loading', 'tileload', 'load', 'loading', 'tileerror', 'load'],
      true,
    ],
    ['a round worked after one that failed began', ['loading', 'tileerror', 'loading', 'tileload', 'load'], false],
  ])('%s: failed %s', (_case, events, isFailed) => {
    expect(play(events).mock.calls.length > 0).toBe(isFailed);
  });
});
