import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref and a way to focus it after the next render. An action that removes the button the
 * person just used (Accept, Remove) would otherwise drop the keyboard focus on the page body.
 */
export function useFocusTarget<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);

  const requestFocus = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, requestFocus };
}
