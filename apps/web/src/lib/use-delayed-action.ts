import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, `delayMs` after `isArmed` becomes true (the spec's "after 2 seconds"
 * redirects); leaving the screen first cancels it.
 */
export function useDelayedAction(isArmed: boolean, delayMs: number, action: () => void): void {
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (!isArmed) return;
    const timer = window.setTimeout(() => latestAction.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [isArmed, delayMs]);
}
