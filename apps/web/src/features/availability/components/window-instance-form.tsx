import { useState, type FormEvent } from 'react';
import { Button, Group } from '@mantine/core';
import { availabilityMessages, type AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
import { OneDateForm, setOneDateFields, useOneDateForm } from './one-date-form';

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
  const state = useOneDateForm<InstanceChangeValues>(() => createInstanceChangeValues(availabilityWindow, initialDate));
  const { form, values, setError } = state;
  const [isConfirmingRemoval, setConfirmingRemoval] = useState(false);
  const update = useUpdateAvailabilityWindowMutation();
  const cancelDate = useCancelWindowDateMutation();
  const isBusy = update.isPending || cancelDate.isPending;

  /** Only a date the series falls on can be cancelled: otherwise the date field says why. */
  function askToRemoveDate() {
    setError(null);
    if (!isOccurrenceDate(availabilityWindow, values.instance_date)) {
      state.accept({ instance_date: availabilityMessages.instanceDateNotInSeries });
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
          state.fail(
            describeAvailabilityError(failure, availabilityWindowsMessages.saveFailed),
            readFieldErrors(failure),
            { focus: false },
          );
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    if (!state.accept(validateInstanceChange(values, availabilityWindow))) return;
    const { instance_date: instanceDate, start_time: startTime, end_time: endTime } = values;
    update.mutate(
      { id: availabilityWindow.id, scope: 'instance', instanceDate, startTime, endTime },
      {
        onSuccess: () => onSaved(availabilityWindowsMessages.occurrenceSaved),
        onError: (failure) =>
          state.fail(
            describeAvailabilityError(failure, availabilityWindowsMessages.saveFailed),
            readFieldErrors(failure),
          ),
      },
    );
  }

  return (
    <OneDateForm
      state={state}
      onSubmit={handleSubmit}
      name={availabilityWindow.window_name}
      usually={`${describeRepeatDays(availabilityWindow)} · ${formatTimeRange(availabilityWindow.start_time, availabilityWindow.end_time)}`}
      note="Only this date changes; every other date keeps the window's usual times."
      // Times already chosen stay; untouched ones show the new date's own.
      onDateChange={(date) => setOneDateFields(form, changesForInstanceDate(values, availabilityWindow, date))}
      disabled={isBusy}
      actions={
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
      }
    >
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
    </OneDateForm>
  );
}
