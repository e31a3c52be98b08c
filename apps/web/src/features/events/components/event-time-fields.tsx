import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { formatWallClockTime } from '../../../lib/datetime';
import { quarterHourTimes } from '../logic/quarter-hour';
import { changesForStartDate } from '../logic/repeat-days';
import type { EventFieldsProps } from './form-types';

const timeOptions = quarterHourTimes.map((value) => ({ value, label: formatWallClockTime(value) }));

type EventTimeFieldsProps = EventFieldsProps & {
  /** False where whole days make no sense (a suggested hangout is a few hours): no All day switch. */
  allowAllDay?: boolean;
};

/** When: start and end, each a date and a quarter-hour time (spec §5), or whole days. */
export function EventTimeFields({ form, disabled, allowAllDay = true }: EventTimeFieldsProps) {
  const { values } = form;
  const error = (field: 'start_date' | 'end_date') => form.errors[field] as string | undefined;

  function changeStartDate(value: string) {
    // Moving the start keeps the end from landing before it, and moves repeat days nobody picked.
    form.setValues(changesForStartDate(values, value));
  }

  return (
    <>
      {allowAllDay && (
        <Switch
          label="All day"
          checked={values.all_day}
          disabled={disabled}
          onChange={(event) => form.setFieldValue('all_day', event.currentTarget.checked)}
        />
      )}
      <SimpleGrid cols={values.all_day ? 1 : 2} spacing="sm">
        <TextInput
          type="date"
          label="Start date"
          required
          value={values.start_date}
          onChange={(event) => changeStartDate(event.currentTarget.value)}
          error={error('start_date')}
          disabled={disabled}
        />
        {!values.all_day && (
          <NativeSelect
            label="Start time"
            required
            data={timeOptions}
            disabled={disabled}
            {...form.getInputProps('start_time')}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={values.all_day ? 1 : 2} spacing="sm">
        <TextInput
          type="date"
          label="End date"
          required
          min={values.start_date}
          value={values.end_date}
          onChange={(event) => form.setFieldValue('end_date', event.currentTarget.value)}
          error={error('end_date')}
          disabled={disabled}
        />
        {!values.all_day && (
          <NativeSelect
            label="End time"
            required
            data={timeOptions}
            disabled={disabled}
            {...form.getInputProps('end_time')}
          />
        )}
      </SimpleGrid>
    </>
  );
}
