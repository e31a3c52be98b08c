import { useCallback, useState } from 'react';

/**
 * A small form's values and field errors: changing a field clears its own error (the person is
 * fixing it), and leaves the other fields' errors until the next check.
 */
export function useFormFields<Values extends object>(initial: () => Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = useCallback((next: Partial<Values>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const remaining = { ...current };
      for (const field of Object.keys(next)) delete remaining[field];
      return remaining;
    });
  }, []);

  return { values, errors, setErrors, change };
}
