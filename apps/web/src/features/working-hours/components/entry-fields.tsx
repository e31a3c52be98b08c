import { useState } from 'react';
import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DEFAULT_BLOCK_NAME } from '@hangtime/core/working-hours/schemas';
import { TimeRangeFields, weekdays } from '../../availability';
import { withDate, type EntryFormValues } from '../logic/entry-form';

const dayOptions = weekdays.map(({ day, long }) => ({ value: String(day), label: long }));

type EntryFieldsProps = {
  form: UseFormReturnType<EntryFormValues>;
  disabled: boolean;
  /** Whether the weekday was already chosen (a weekly entry's own); otherwise it follows the date. */
  hasChosenDay: boolean;
};

/** The name of the block, its weekday (or one date) and its hours. */
export function EntryFields({ form, disabled, hasChosenDay }: EntryFieldsProps) {
  const { values } = form;
  const [dayChosen, setDayChosen] = useState(hasChosenDay);
  const dayProps = form.getInputProps('day_of_week');
  const error = (field: keyof EntryFormValues) => form.errors[field] as string | undefined;
  return (
    <>
      <TextInput
        label="Name"
        description={`Optional; "${DEFAULT_BLOCK_NAME}" when left empty`}
        placeholder={DEFAULT_BLOCK_NAME}
        maxLength={100}
        data-autofocus
        disabled={disabled}
        {...form.getInputProps('block_name')}
      />
      <Switch
        label="Every week"
        description={values.is_recurring ? 'Repeats on the same weekday' : 'Happens once, on one date'}
        disabled={disabled}
        {...form.getInputProps('is_recurring', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {values.is_recurring ? (
          <NativeSelect
            label="Day"
            required
            data={dayOptions}
            disabled={disabled}
            {...dayProps}
            onChange={(event) => {
              setDayChosen(true);
              dayProps.onChange(event);
            }}
          />
        ) : (
          <TextInput
            type="date"
            label="Date"
            required
            disabled={disabled}
            {...form.getInputProps('date')}
            onChange={(event) => form.setValues(withDate(form.getValues(), event.currentTarget.value, dayChosen))}
          />
        )}
      </SimpleGrid>
      <TimeRangeFields
        startTime={values.start_time}
        endTime={values.end_time}
        onStartTimeChange={(value) => form.setFieldValue('start_time', value)}
        onEndTimeChange={(value) => form.setFieldValue('end_time', value)}
        startError={error('start_time')}
        endError={error('end_time')}
        disabled={disabled}
      />
    </>
  );
}
