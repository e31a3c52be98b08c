import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs the callback in the frame after the next one, not before', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).toHaveBeenCalledOnce();
  });

  it.each([0, 1])('does nothing once cancelled after %i frames', (frames) => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    for (let frame = 0; frame < frames; frame += 1) vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
  });
});
