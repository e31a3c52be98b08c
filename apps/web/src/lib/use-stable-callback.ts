import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always calls the latest
 * `callback`. For handlers handed to a component that compares its props by identity, such as
 * FullCalendar, which rebuilds and redraws its whole grid when any of its function options is new.
 * Only for events (clicks, callbacks after a render), never to compute what a render shows.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
