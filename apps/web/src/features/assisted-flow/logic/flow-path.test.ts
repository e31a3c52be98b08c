import { describe, expect, it } from 'vitest';
import { describeFlowProgress, selectFlowPath } from './flow-path';
import type { FlowState } from './flow-state';

const at = (step: FlowState['step'], hostedFrom: FlowState['hostedFrom'] = null) => ({ step, hostedFrom });

describe('the assisted flow’s progress: the steps of the path chosen so far', () => {
  it.each([
    ['a venue', null, [1, 2, 3, 4]],
    ['hosting from the restaurant types (the location skipped)', 3, [1, 2, 3, 5]],
    ['hosting from the location step (no venue fits, too far apart)', 4, [1, 2, 3, 4, 5]],
  ] as const)('%s', (_path, hostedFrom, steps) => {
    expect(selectFlowPath({ hostedFrom })).toEqual(steps);
  });

  it.each([
    [at(1), { position: 1, total: 4, label: 'Time' }],
    [at(2), { position: 2, total: 4, label: 'Friends' }],
    [at(3), { position: 3, total: 4, label: 'Restaurant type' }],
    [at(4), { position: 4, total: 4, label: 'Location' }],
    // "I want to host" on step 3: the fourth and last step the person sees.
    [at(5, 3), { position: 4, total: 4, label: 'Host' }],
    [at(5, 4), { position: 5, total: 5, label: 'Host' }],
  ])('%o is %o', (state, progress) => {
    expect(describeFlowProgress(state)).toEqual(progress);
  });
});
