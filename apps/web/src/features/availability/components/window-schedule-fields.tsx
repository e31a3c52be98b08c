import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Frequency } from '@hangtime/core/availability/schemas';
import { ChipField } from '../../../components/chip-field';
import { frequencyOptions } from '../logic/frequency-options';
import { setFormFields } from '../logic/set-form-fields';
import { applyRepeating, applyStartDate, type WindowFormValues } from '../logic/window-form-values';
import { WeekdayChips } from './weekday-chips';

type WindowScheduleFieldsProps = { form: UseFormReturnType<WindowFormValues>; disabled: boolean };

/** When the window happens: its first date, and whether, how often and until when it repeats. */
export function WindowScheduleFields({ form, disabled }: WindowScheduleFieldsProps) {
  const { values } = form;
  const error = (field: keyof WindowFormValues) => form.errors[field] as string | undefined;
  const update = (change: Partial<WindowFormValues>) => setFormFields(form, change);
  const hasWeekdays = values.is_repeating && values.frequency !== 'daily';

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label="Start date"
          required
          value={values.start_date}
          onChange={(event) => update(applyStartDate(values, event.currentTarget.value))}
          error={error('start_date')}
          disabled={disabled}
        />
      </SimpleGrid>
      <Switch
        label="Repeats"
        description={
          values.is_repeating
            ? 'Ends one year after it starts unless you pick another end date'
            : 'Happens once, on the start date'
        }
        checked={values.is_repeating}
        onChange={(event) => update(applyRepeating(values, event.currentTarget.checked))}
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          label="Frequency"
          data={frequencyOptions}
          value={values.frequency}
          onChange={(event) => form.setFieldValue('frequency', event.currentTarget.value as Frequency)}
          error={error('frequency')}
          disabled={disabled || !values.is_repeating}
        />
        {values.is_repeating && (
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
        )}
      </SimpleGrid>
      {hasWeekdays && (
        <ChipField label="Days" description="The weekdays it repeats on" error={error('days_of_week')}>
          <WeekdayChips
            value={values.days_of_week}
            onChange={(days) => form.setFieldValue('days_of_week', days)}
            disabled={disabled}
          />
        </ChipField>
      )}
    </>
  );
}
