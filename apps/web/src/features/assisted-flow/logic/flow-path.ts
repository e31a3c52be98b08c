// "Step N of M" counts the steps the person really sees (docs/behaviour.md, "Assisted flow"): the
// steps of the path chosen so far. A venue: time, friends, types, location (4). "I want to host" on
// the types: time, friends, types, host (4, the location skipped). On step 4 (no venue fits, too far
// apart): all five. Claiming five steps and jumping from 3 to 5 told the person of a step never seen.
import type { FlowState, FlowStep } from './flow-state';
import { stepLabels } from './flow-messages';

/** The steps of the path chosen so far, in order. */
export function selectFlowPath(state: Pick<FlowState, 'hostedFrom'>): FlowStep[] {
  if (state.hostedFrom === 3) return [1, 2, 3, 5];
  if (state.hostedFrom === 4) return [1, 2, 3, 4, 5];
  return [1, 2, 3, 4];
}

export type FlowProgressView = { position: number; total: number; label: string };

/** Where the person is on that path: "Step 4 of 4 · Host" after hosting from the types. */
export function describeFlowProgress(state: Pick<FlowState, 'step' | 'hostedFrom'>): FlowProgressView {
  const path = selectFlowPath(state);
  return {
    position: path.indexOf(state.step) + 1,
    total: path.length,
    label: stepLabels[state.step - 1] ?? '',
  };
}
