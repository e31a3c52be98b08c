import { Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import type { RecurrenceEnd } from '../logic/event-form-values';
import type { EventFieldsProps } from './form-types';

/** When the series stops: never, on a date, or after a number of occurrences (at least 1). */
export function RecurrenceEndFields({ form, disabled }: EventFieldsProps) {
  const { values } = form;
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Ends"
        value={values.recurrence_end}
        onChange={(value) => form.setFieldValue('recurrence_end', value as RecurrenceEnd)}
      >
        <Group gap="md" mt={4}>
          <Radio value="never" label="Never" disabled={disabled} />
          <Radio value="on_date" label="On date" disabled={disabled} />
          <Radio value="after" label="After" disabled={disabled} />
        </Group>
      </Radio.Group>
      {values.recurrence_end === 'on_date' && (
        <TextInput
          type="date"
          label="End date of series"
          required
          min={values.start_date}
          {...form.getInputProps('recurrence_end_date')}
        />
      )}
      {values.recurrence_end === 'after' && (
        <NumberInput
          label="Number of occurrences"
          required
          min={1}
          max={999}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('end_occurrences')}
        />
      )}
    </Stack>
  );
}
