import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useFormFields } from '../../../lib/use-form-fields';
import { formatTimeRange } from '../../../lib/datetime';
import { TimeRangeFields } from '../../availability';
import { useUpdateWorkingHoursMutation } from '../api/update-working-hours';
import { describeEntryDay } from '../logic/entry-schedule';
import { toInstanceBody, toInstanceFormValues, validateInstanceForm, type InstanceFormValues } from '../logic/instance-form';
import { describeWorkingHoursError, readFieldErrors, workingHoursScreenMessages } from '../logic/working-hours-messages';

type EntryInstanceFormProps = { entry: WorkingHoursEntry; initialDate: string; onCancel: () => void; onSaved: (message: string) => void };

/** New times for one date of weekly working hours, or that date off (spec §2 "Update This Instance"). */
export function EntryInstanceForm({ entry, initialDate, onCancel, onSaved }: EntryInstanceFormProps) {
  const { values, errors, setErrors, change } = useFormFields<InstanceFormValues>(() => toInstanceFormValues(entry, initialDate));
  const { ref: formRef, focusFirstInvalid: focusFirstInvalidField } = useFocusFirstInvalid();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateWorkingHoursMutation();
  const disabled = update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    const problems = validateInstanceForm(values, entry);
    setErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalidField();
      return;
    }
    update.mutate(
      { id: entry.id, body: toInstanceBody(values) },
      {
        onSuccess: () => onSaved(workingHoursScreenMessages.dateSaved),
        onError: (failure) => {
          setError(describeWorkingHoursError(failure, workingHoursScreenMessages.saveFailed));
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
          <Text fw={600}>{entry.block_name}</Text>
          <Text size="sm" c="dimmed">
            {describeEntryDay(entry)} · {formatTimeRange(entry.start_time, entry.end_time)}
          </Text>
        </Paper>
        <Text size="sm">Only this date changes; every other week keeps the usual hours.</Text>
        <TextInput
          type="date"
          label="Date"
          required
          data-autofocus
          value={values.instance_date}
          // Another date shows that date's own hours, changed before or not.
          onChange={(event) => {
            const next = toInstanceFormValues(entry, event.currentTarget.value);
            change({ instance_date: next.instance_date, is_cancelled: next.is_cancelled, start_time: next.start_time, end_time: next.end_time });
          }}
          error={errors.instance_date}
          disabled={disabled}
        />
        <Checkbox
          label="Not working on this date"
          checked={values.is_cancelled}
          onChange={(event) => change({ is_cancelled: event.currentTarget.checked })}
          disabled={disabled}
        />
        {!values.is_cancelled && (
          <TimeRangeFields
            startTime={values.start_time}
            endTime={values.end_time}
            onStartTimeChange={(value) => change({ start_time: value })}
            onEndTimeChange={(value) => change({ end_time: value })}
            startError={errors.start_time}
            endError={errors.end_time}
            disabled={disabled}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            Cancel
          </Button>
          <Button type="submit" loading={disabled}>
            Save This Date
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
