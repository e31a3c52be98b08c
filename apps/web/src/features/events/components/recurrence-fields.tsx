import { Fieldset, NativeSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { recurrenceTypes } from '@hangtime/core/events/recurring-pattern';
import type { EventFormValues } from '../logic/event-form-values';
import type { EventFieldsProps } from './form-types';
import { RecurrenceEndFields } from './recurrence-end-fields';
import { RecurrenceRuleFields } from './recurrence-rule-fields';

const typeLabels: Record<EventFormValues['recurrence_type'], string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};
const unitLabels: Record<EventFormValues['recurrence_type'], string> = {
  weekly: 'weeks',
  monthly: 'months',
  yearly: 'years',
};

/** Whether and how the event repeats: type, interval, which days, and when the series ends. */
export function RecurrenceFields({ form, disabled }: EventFieldsProps) {
  const { values } = form;
  return (
    <Stack gap="sm">
      <Switch
        label="Repeats"
        checked={values.is_recurring}
        disabled={disabled}
        onChange={(event) => form.setFieldValue('is_recurring', event.currentTarget.checked)}
      />
      {values.is_recurring && (
        <Fieldset legend="Repeat pattern" variant="filled" disabled={disabled}>
          <Stack gap="sm">
            <SimpleGrid cols={2} spacing="sm">
              <NativeSelect
                label="Frequency"
                data={recurrenceTypes.map((value) => ({ value, label: typeLabels[value] }))}
                {...form.getInputProps('recurrence_type')}
              />
              <NumberInput
                label={`Every (${unitLabels[values.recurrence_type]})`}
                min={1}
                max={99}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('interval')}
              />
            </SimpleGrid>
            <RecurrenceRuleFields form={form} disabled={disabled} />
            <RecurrenceEndFields form={form} disabled={disabled} />
          </Stack>
        </Fieldset>
      )}
    </Stack>
  );
}
