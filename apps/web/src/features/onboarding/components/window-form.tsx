import { useRef, useState, type FormEvent } from 'react';
import { Button, Divider, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { getBrowserTimeZone, getTodayIsoDate } from '../../../lib/datetime';
import { useCreateAvailabilityWindowMutation } from '../../availability';
import { describeOnboardingError, onboardingMessages, readFieldErrors } from '../logic/onboarding-messages';
import {
  createOnboardingWindowValues,
  toOnboardingWindowBody,
  validateOnboardingWindow,
  type OnboardingWindowValues,
} from '../logic/window-defaults';
import { WindowPlaceFields } from './window-place-fields';
import { WindowTravelFields } from './window-travel-fields';
import { WindowWhenFields } from './window-when-fields';

type WindowFormProps = {
  onCancel: () => void;
  onAdded: (availabilityWindow: AvailabilityWindow) => void;
};

/** The onboarding's compact add-window form, starting from its own defaults (18:00 to 22:00…). */
export function WindowForm({ onCancel, onAdded }: WindowFormProps) {
  const [initialValues] = useState(() =>
    createOnboardingWindowValues({ today: getTodayIsoDate(), timeZone: getBrowserTimeZone() }),
  );
  const form = useForm<OnboardingWindowValues>({ mode: 'controlled', initialValues });
  const create = useCreateAvailabilityWindowMutation();
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After the fields are enabled again, so the first problem can take the focus.
  function focusFirstInvalid() {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-error="true"]')?.focus(),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const values = form.getValues();
    const errors = validateOnboardingWindow(values);
    setError(null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid();
      return;
    }
    create.mutate(toOnboardingWindowBody(values), {
      onSuccess: onAdded,
      onError: (failure) => {
        setError(describeOnboardingError(failure, onboardingMessages.addWindowFailed));
        const fields = readFieldErrors(failure);
        if (Object.keys(fields).length > 0) {
          form.setErrors(fields);
          focusFirstInvalid();
        }
      },
    });
  }

  const isSaving = create.isPending;
  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="New availability window">
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <WindowWhenFields form={form} disabled={isSaving} />
        <Divider />
        <WindowPlaceFields form={form} disabled={isSaving} />
        <Divider />
        <WindowTravelFields form={form} disabled={isSaving} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            Add Window
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
