import { describe, expect, it } from 'vitest';
import { createWriteMarks } from './marks';

const WITHIN_MS = 2_000;

describe("a tab's write marks", () => {
  it('gives each write a fresh mark of 32 hex digits', () => {
    const marks = createWriteMarks();
    const [first, second] = [marks.startWrite(), marks.startWrite()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("awaits a write's mark while it is in flight, then until its mark comes", () => {
    const marks = createWriteMarks();
    const mark = marks.startWrite();
    expect(marks.mayAwaitMarks(1_000, WITHIN_MS)).toBe(true);
    marks.settleWrite(mark, 1_000);
    expect(marks.answerTimeOf(mark)).toBe(1_000);
    expect(marks.mayAwaitMarks(1_500, WITHIN_MS)).toBe(true);
    marks.markArrived(mark);
    expect(marks.mayAwaitMarks(1_500, WITHIN_MS)).toBe(false);
  });

  it('awaits a mark that never comes no longer than the bound after the answer', () => {
    const marks = createWriteMarks();
    marks.settleWrite(marks.startWrite(), 5_000);
    expect(marks.mayAwaitMarks(5_000 + WITHIN_MS - 1, WITHIN_MS)).toBe(true);
    expect(marks.mayAwaitMarks(5_000 + WITHIN_MS, WITHIN_MS)).toBe(false);
  });

  it('awaits nothing once a mark came before its answer', () => {
    const marks = createWriteMarks();
    const mark = marks.startWrite();
    marks.markArrived(mark);
    expect(marks.mayAwaitMarks(9_000, WITHIN_MS)).toBe(true);
    marks.settleWrite(mark, 9_000);
    expect(marks.mayAwaitMarks(9_000, WITHIN_MS)).toBe(false);
    expect(marks.answerTimeOf(mark)).toBe(9_000);
  });

  it('awaits and keeps nothing of a write that was refused or failed, nor after clear', () => {
    const marks = createWriteMarks();
    const refused = marks.startWrite();
    marks.settleWrite(refused);
    expect(marks.mayAwaitMarks(20_000, WITHIN_MS)).toBe(false);
    expect(marks.answerTimeOf(refused)).toBeUndefined();
    const answered = marks.startWrite();
    marks.settleWrite(answered, 20_000);
    marks.clear();
    expect(marks.mayAwaitMarks(20_000, WITHIN_MS)).toBe(false);
    expect(marks.answerTimeOf(answered)).toBeUndefined();
  });
});
