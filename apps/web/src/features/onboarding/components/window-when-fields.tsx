import { NativeSelect, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Frequency } from '@hangtime/core/availability/schemas';
import { ChipField } from '../../../components/chip-field';
import { frequencyOptions, TimeRangeFields, WeekdayChips } from '../../availability';
import type { OnboardingWindowValues } from '../logic/window-defaults';

type WindowWhenFieldsProps = { form: UseFormReturnType<OnboardingWindowValues>; disabled: boolean };

/** The window's name, its hours, its first date, and whether and on which days it repeats. */
export function WindowWhenFields({ form, disabled }: WindowWhenFieldsProps) {
  const { values } = form;
  const error = (field: keyof OnboardingWindowValues) => form.errors[field] as string | undefined;
  const hasWeekdays = values.is_repeating && values.frequency !== 'daily';

  return (
    <Stack gap="sm">
      <TextInput
        label="Window name"
        placeholder="e.g. Weeknight evenings"
        required
        maxLength={100}
        // The person just asked for this form: take them to its first field.
        autoFocus
        disabled={disabled}
        {...form.getInputProps('window_name')}
      />
      <TimeRangeFields
        startTime={values.start_time}
        endTime={values.end_time}
        onStartTimeChange={(value) => form.setFieldValue('start_time', value)}
        onEndTimeChange={(value) => form.setFieldValue('end_time', value)}
        startError={error('start_time')}
        endError={error('end_time')}
        disabled={disabled}
      />
      <Switch
        label="Repeats"
        description={values.is_repeating ? 'For one year from the start date' : 'Happens once, on the start date'}
        disabled={disabled}
        {...form.getInputProps('is_repeating', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label="Start date" required disabled={disabled} {...form.getInputProps('start_date')} />
        <NativeSelect
          label="Frequency"
          data={frequencyOptions}
          value={values.frequency}
          onChange={(event) => form.setFieldValue('frequency', event.currentTarget.value as Frequency)}
          error={error('frequency')}
          disabled={disabled || !values.is_repeating}
        />
      </SimpleGrid>
      {hasWeekdays && (
        <ChipField label="Days" error={error('days_of_week')}>
          <WeekdayChips
            value={values.days_of_week}
            onChange={(days) => form.setFieldValue('days_of_week', days)}
            disabled={disabled}
          />
        </ChipField>
      )}
    </Stack>
  );
}
