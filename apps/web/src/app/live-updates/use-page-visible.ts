import { useEffect, useState } from 'react';

/**
 * Whether the page is worth keeping live: true while it is shown, and for `graceMs` after it is
 * hidden (a quick switch of tabs keeps the stream), false after that until it is shown again.
 */
export function usePageVisible(graceMs: number): boolean {
  const [isVisible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') timer = setTimeout(() => setVisible(false), graceMs);
      else setVisible(true);
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [graceMs]);
  return isVisible;
}
