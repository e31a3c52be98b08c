import { useEffect, useRef } from 'react';

const FIELD = 'input:not([type="hidden"]), select, textarea';

/**
 * A ref for a container whose first field takes the focus whenever `key` changes. A step that
 * replaces the form under the cursor would otherwise leave keyboard users on the page body.
 * The first render is left alone: landing on a page should not jump the focus.
 */
export function useFocusFirstFieldOnChange<T>(key: T) {
  const containerRef = useRef<HTMLDivElement>(null);
  const previousKey = useRef(key);

  useEffect(() => {
    if (Object.is(previousKey.current, key)) return;
    previousKey.current = key;
    containerRef.current?.querySelector<HTMLElement>(FIELD)?.focus();
  }, [key]);

  return containerRef;
}
