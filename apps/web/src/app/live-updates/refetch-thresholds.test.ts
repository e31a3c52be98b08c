import { describe, expect, it } from 'vitest';
import { refetchThresholds, type StreamItem } from './refetch-thresholds';

const change = (topic: 'bell' | 'calendar' | 'friends'): StreamItem => ({ kind: 'change', topic });
const mark = (name: string): StreamItem => ({ kind: 'mark', mark: name });
const answers: Record<string, number> = { mine: 100, 'mine-later': 250 };
const answerTimeOf = (name: string) => answers[name];

describe('refetchThresholds', () => {
  it('makes every read stale for a change no mark follows', () => {
    expect(refetchThresholds([change('calendar'), change('bell')], answerTimeOf)).toEqual(
      new Map([
        ['calendar', null],
        ['bell', null],
      ]),
    );
  });

  it('spares the reads started after the answer of a write whose mark follows the change', () => {
    expect(refetchThresholds([change('calendar'), change('bell'), mark('mine')], answerTimeOf)).toEqual(
      new Map([
        ['calendar', 100],
        ['bell', 100],
      ]),
    );
  });

  it('takes the earliest answer of the marks after a change, and the latest of a topic', () => {
    const items = [change('calendar'), mark('mine-later'), change('calendar'), mark('mine'), change('friends')];
    // The first calendar change is followed by both marks (earliest answer 100), the second by the
    // one answered at 100: both are in a read started after 100. The friends change is followed by none.
    expect(refetchThresholds(items, answerTimeOf)).toEqual(
      new Map([
        ['calendar', 100],
        ['friends', null],
      ]),
    );
    expect(refetchThresholds([change('bell'), mark('mine'), change('bell'), mark('mine-later')], answerTimeOf)).toEqual(
      new Map([['bell', 250]]),
    );
  });

  it("ignores a mark this tab did not answer (another tab's, or one whose answer has not come)", () => {
    expect(refetchThresholds([change('calendar'), mark('another-tabs')], answerTimeOf)).toEqual(
      new Map([['calendar', null]]),
    );
  });

  it('keeps a topic stale once any of its changes is', () => {
    expect(refetchThresholds([change('bell'), mark('mine'), change('bell')], answerTimeOf)).toEqual(
      new Map([['bell', null]]),
    );
  });
});
