import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { getBrowserTimeZone, getTodayIsoDate } from '../../../lib/datetime';
import { useCreateAvailabilityWindowMutation } from '../api/create-availability-window';
import { useUpdateAvailabilityWindowMutation } from '../api/update-availability-window';
import {
  availabilityWindowsMessages,
  describeAvailabilityError,
  readFieldErrors,
} from '../logic/availability-messages';
import {
  createNewWindowValues,
  toWindowBody,
  toWindowFormValues,
  type WindowFormValues,
} from '../logic/window-form-values';
import { validateWindowForm } from '../logic/window-validation';
import { FormSection } from './form-section';
import { WindowBasicsFields } from './window-basics-fields';
import { WindowLocationFields } from './window-location-fields';
import { WindowScheduleFields } from './window-schedule-fields';
import { WindowTravelFields } from './window-travel-fields';

type WindowSeriesFormProps = {
  /** The window to change as a whole; without it the form adds a new one. */
  availabilityWindow?: AvailabilityWindow;
  onCancel: () => void;
  onSaved: (message: string) => void;
};

/** Every field of a window, grouped as a person thinks about it: what, where, how, when. */
export function WindowSeriesForm({ availabilityWindow, onCancel, onSaved }: WindowSeriesFormProps) {
  const [initialValues] = useState(() =>
    availabilityWindow
      ? toWindowFormValues(availabilityWindow)
      : createNewWindowValues({ today: getTodayIsoDate(), timeZone: getBrowserTimeZone() }),
  );
  const form = useForm<WindowFormValues>({ mode: 'controlled', initialValues });
  const create = useCreateAvailabilityWindowMutation();
  const update = useUpdateAvailabilityWindowMutation();
  const isSaving = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // On a long form the first problem may be off screen: take the person (and their reader) to it.
  function focusFirstInvalidField() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-error="true"]')?.focus(),
    );
  }

  function handleFailure(failure: unknown) {
    setError(describeAvailabilityError(failure, availabilityWindowsMessages.saveFailed));
    const fields = readFieldErrors(failure);
    if (Object.keys(fields).length > 0) {
      form.setErrors(fields);
      focusFirstInvalidField();
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const values = form.getValues();
    const errors = validateWindowForm(values);
    setError(null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalidField();
      return;
    }
    const callbacks = { onSuccess: () => onSaved(availabilityWindowsMessages.saved), onError: handleFailure };
    const body = toWindowBody(values);
    if (availabilityWindow) update.mutate({ id: availabilityWindow.id, scope: 'series', body }, callbacks);
    else create.mutate(body, callbacks);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <FormSection legend="When you're free">
          <WindowBasicsFields form={form} initialTimeZone={initialValues.timezone} disabled={isSaving} />
        </FormSection>
        <FormSection legend="Dates">
          <WindowScheduleFields form={form} disabled={isSaving} />
        </FormSection>
        <FormSection legend="Where and how you travel">
          <WindowLocationFields form={form} disabled={isSaving} />
          <WindowTravelFields form={form} disabled={isSaving} />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {availabilityWindow ? 'Save Changes' : 'Add Window'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
