import type { FormEvent } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { formatTimeRange } from '../../../lib/datetime';
import { OneDateForm, setOneDateFields, useOneDateForm } from '../../availability';
import { useUpdateWorkingHoursMutation } from '../api/update-working-hours';
import { describeEntryDay } from '../logic/entry-schedule';
import {
  toInstanceBody,
  toInstanceFormValues,
  validateInstanceForm,
  type InstanceFormValues,
} from '../logic/instance-form';
import {
  describeWorkingHoursError,
  readFieldErrors,
  workingHoursScreenMessages,
} from '../logic/working-hours-messages';

type EntryInstanceFormProps = {
  entry: WorkingHoursEntry;
  initialDate: string;
  onCancel: () => void;
  onSaved: (message: string) => void;
};

/** New times for one date of weekly working hours, or that date off (spec §2 "Update This Instance"). */
export function EntryInstanceForm({ entry, initialDate, onCancel, onSaved }: EntryInstanceFormProps) {
  const state = useOneDateForm<InstanceFormValues>(() => toInstanceFormValues(entry, initialDate));
  const { form, values } = state;
  const update = useUpdateWorkingHoursMutation();
  const disabled = update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    if (!state.accept(validateInstanceForm(values, entry))) return;
    update.mutate(
      { id: entry.id, body: toInstanceBody(values) },
      {
        onSuccess: () => onSaved(workingHoursScreenMessages.dateSaved),
        onError: (failure) =>
          state.fail(
            describeWorkingHoursError(failure, workingHoursScreenMessages.saveFailed),
            readFieldErrors(failure),
          ),
      },
    );
  }

  return (
    <OneDateForm
      state={state}
      onSubmit={handleSubmit}
      name={entry.block_name}
      usually={`${describeEntryDay(entry)} · ${formatTimeRange(entry.start_time, entry.end_time)}`}
      note="Only this date changes; every other week keeps the usual hours."
      // Another date shows that date's own hours, changed before or not.
      onDateChange={(date) => setOneDateFields(form, toInstanceFormValues(entry, date))}
      afterDate={
        <Checkbox
          label="Not working on this date"
          checked={values.is_cancelled}
          onChange={(event) => form.setFieldValue('is_cancelled', event.currentTarget.checked)}
          disabled={disabled}
        />
      }
      showTimes={!values.is_cancelled}
      disabled={disabled}
      actions={
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            Cancel
          </Button>
          <Button type="submit" loading={disabled}>
            Save This Date
          </Button>
        </Group>
      }
    />
  );
}
