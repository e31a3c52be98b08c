import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { formatTimeRange } from '../../../lib/datetime';
import { useUpdateAvailabilityWindowMutation } from '../api/update-availability-window';
import {
  availabilityWindowsMessages,
  describeAvailabilityError,
  readFieldErrors,
} from '../logic/availability-messages';
import { describeRepeatDays } from '../logic/repeat-description';
import { getOccurrenceTimes } from '../logic/window-dates';
import { validateInstanceChange, type FieldErrors, type InstanceChangeValues } from '../logic/window-validation';
import { TimeRangeFields } from './time-range-fields';

type WindowInstanceFormProps = {
  availabilityWindow: AvailabilityWindow;
  initialDate: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
};

/** New times for one date of a series (spec §2 "Update This Instance"); the rest keeps its times. */
export function WindowInstanceForm({ availabilityWindow, initialDate, onCancel, onSaved }: WindowInstanceFormProps) {
  const [values, setValues] = useState<InstanceChangeValues>(() => ({
    instance_date: initialDate,
    ...getOccurrenceTimes(availabilityWindow, initialDate),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAvailabilityWindowMutation();
  const formRef = useRef<HTMLFormElement>(null);

  function change(next: Partial<InstanceChangeValues>) {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const remaining = { ...current };
      for (const field of Object.keys(next)) delete remaining[field];
      return remaining;
    });
  }

  function focusFirstInvalidField() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const problems = validateInstanceChange(values, availabilityWindow);
    setErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalidField();
      return;
    }
    const { instance_date: instanceDate, start_time: startTime, end_time: endTime } = values;
    update.mutate(
      { id: availabilityWindow.id, scope: 'instance', instanceDate, startTime, endTime },
      {
        onSuccess: () => onSaved(availabilityWindowsMessages.occurrenceSaved),
        onError: (failure) => {
          setError(describeAvailabilityError(failure, availabilityWindowsMessages.saveFailed));
          setErrors(readFieldErrors(failure));
          focusFirstInvalidField();
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <Paper withBorder radius="md" p="sm" bg="gray.0">
          <Text fw={600}>{availabilityWindow.window_name}</Text>
          <Text size="sm" c="dimmed">
            {describeRepeatDays(availabilityWindow)} ·{' '}
            {formatTimeRange(availabilityWindow.start_time, availabilityWindow.end_time)}
          </Text>
        </Paper>
        <Text size="sm">Only this date changes; every other date keeps the window's usual times.</Text>
        <TextInput
          type="date"
          label="Date"
          required
          data-autofocus
          value={values.instance_date}
          // Another date shows that date's own times, changed before or not.
          onChange={(event) => {
            const date = event.currentTarget.value;
            change({ instance_date: date, ...getOccurrenceTimes(availabilityWindow, date) });
          }}
          error={errors.instance_date}
          disabled={update.isPending}
        />
        <TimeRangeFields
          startTime={values.start_time}
          endTime={values.end_time}
          onStartTimeChange={(value) => change({ start_time: value })}
          onEndTimeChange={(value) => change({ end_time: value })}
          startError={errors.start_time}
          endError={errors.end_time}
          disabled={update.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save This Date
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
