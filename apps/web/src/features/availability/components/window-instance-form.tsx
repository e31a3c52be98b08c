import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { availabilityMessages, type AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/status-alerts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useFormFields } from '../../../lib/use-form-fields';
import { formatLongDate, formatTimeRange } from '../../../lib/datetime';
import { useCancelWindowDateMutation } from '../api/cancel-window-date';
import { useUpdateAvailabilityWindowMutation } from '../api/update-availability-window';
import {
  availabilityWindowsMessages,
  describeAvailabilityError,
  readFieldErrors,
} from '../logic/availability-messages';
import { changesForInstanceDate, createInstanceChangeValues } from '../logic/instance-change';
import { describeRepeatDays } from '../logic/repeat-description';
import { isOccurrenceDate } from '../logic/window-dates';
import { validateInstanceChange, type InstanceChangeValues } from '../logic/window-validation';
import { TimeRangeFields } from './time-range-fields';

type WindowInstanceFormProps = {
  availabilityWindow: AvailabilityWindow;
  initialDate: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
};

/**
 * New times for one date of a series (spec §2 "Update This Instance"), or that date cancelled
 * (asked first); every other date keeps its times.
 */
export function WindowInstanceForm({ availabilityWindow, initialDate, onCancel, onSaved }: WindowInstanceFormProps) {
  const { values, errors, setErrors, change } = useFormFields<InstanceChangeValues>(() => createInstanceChangeValues(availabilityWindow, initialDate));
  const { ref: formRef, focusFirstInvalid: focusFirstInvalidField } = useFocusFirstInvalid();
  const [error, setError] = useState<string | null>(null);
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const update = useUpdateAvailabilityWindowMutation();
  const cancelDate = useCancelWindowDateMutation();
  const isBusy = update.isPending || cancelDate.isPending;

  /** Only a date the series falls on can be cancelled: otherwise the date field says why. */
  function askToRemoveDate() {
    setError(null);
    if (!isOccurrenceDate(availabilityWindow, values.instance_date)) {
      setErrors({ instance_date: availabilityMessages.instanceDateNotInSeries });
      focusFirstInvalidField();
      return;
    }
    setConfirmingRemoval(true);
  }

  function handleConfirmRemoval() {
    cancelDate.mutate(
      { id: availabilityWindow.id, instanceDate: values.instance_date },
      {
        onSuccess: () => {
          setConfirmingRemoval(false);
          onSaved(availabilityWindowsMessages.occurrenceCancelled);
        },
        onError: (failure) => {
          setConfirmingRemoval(false);
          setError(describeAvailabilityError(failure, availabilityWindowsMessages.saveFailed));
          setErrors(readFieldErrors(failure));
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
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
          // Times already chosen stay; untouched ones show the new date's own.
          onChange={(event) => change(changesForInstanceDate(values, availabilityWindow, event.currentTarget.value))}
          error={errors.instance_date}
          disabled={isBusy}
        />
        <TimeRangeFields
          startTime={values.start_time}
          endTime={values.end_time}
          onStartTimeChange={(value) => change({ start_time: value })}
          onEndTimeChange={(value) => change({ end_time: value })}
          startError={errors.start_time}
          endError={errors.end_time}
          disabled={isBusy}
        />
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" color="red" onClick={askToRemoveDate} disabled={isBusy}>
            Remove This Date
          </Button>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onCancel} disabled={isBusy}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={cancelDate.isPending}>
              Save This Date
            </Button>
          </Group>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={isConfirmingRemoval}
        title={`Remove ${formatLongDate(values.instance_date)}?`}
        confirmLabel="Remove Date"
        isConfirming={cancelDate.isPending}
        onConfirm={handleConfirmRemoval}
        onCancel={() => setConfirmingRemoval(false)}
      >
        {`${availabilityWindow.window_name} will not be open on this date, and friends will not be matched with you then. Every other date stays.`}
      </ConfirmDialog>
    </form>
  );
}
