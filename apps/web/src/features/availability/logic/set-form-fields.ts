import type { UseFormReturnType } from '@mantine/form';

/**
 * Several fields at once, each clearing only its own error. (Mantine's `setValues` clears every
 * error of the form, so a rule like "repeating sets the end date" would hide unrelated problems.)
 */
export function setFormFields<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  change: Partial<Values>,
): void {
  for (const key of Object.keys(change)) {
    form.setFieldValue(key, change[key] as never);
  }
}
