import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A ref for a form, and a way to focus its first invalid field after the next render. Not at
 * once: a form that disables its fields while saving has them enabled (focusable) again only
 * once React has rendered the failure.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);

  useEffect(() => {
    if (requests > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);

  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { ref, focusFirstInvalid };
}
