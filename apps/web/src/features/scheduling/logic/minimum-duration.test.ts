import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleNoSoonerThan } from './minimum-duration';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('settleNoSoonerThan', () => {
  it('holds a quick answer until the time is up', async () => {
    vi.useFakeTimers();
    const state = track(settleNoSoonerThan(Promise.resolve('done'), 1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toMatchObject({ settled: true, value: 'done' });
  });

  it('holds a quick failure too, and passes it on unchanged', async () => {
    vi.useFakeTimers();
    const failure = new Error('nope');
    const state = track(settleNoSoonerThan(Promise.reject(failure), 1000));
    await vi.advanceTimersByTimeAsync(999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.error).toBe(failure);
  });

  it('adds nothing to a slow answer', async () => {
    vi.useFakeTimers();
    let finish: (value: string) => void = () => undefined;
    const state = track(settleNoSoonerThan(new Promise<string>((resolve) => (finish = resolve)), 1000));
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.settled).toBe(false);
    finish('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(state).toMatchObject({ settled: true, value: 'late' });
  });
});
