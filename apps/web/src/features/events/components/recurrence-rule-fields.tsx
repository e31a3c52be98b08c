import { Chip, Group, NativeSelect, NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { ChipField } from '../../../components/chip-field';
import { formatLongDate, getSundayFirstWeekday } from '../../../lib/datetime';
import type { EventFormValues, MonthlyRule } from '../logic/event-form-values';
import { firstWeeklyDate } from '../logic/repeat-days';
import type { EventFieldsProps } from './form-types';
import { sundayFirstWeekdays } from './weekday-names';

const weekOptions = [
  { value: '1', label: 'First' },
  { value: '2', label: 'Second' },
  { value: '3', label: 'Third' },
  { value: '4', label: 'Fourth' },
  { value: '-1', label: 'Last' },
];
const weekdayOptions = sundayFirstWeekdays.map(({ day, long }) => ({ value: String(day), label: long }));

/** Weekly: on which weekdays. Monthly: on a day of the month, or on the nth weekday. */
export function RecurrenceRuleFields({ form, disabled }: EventFieldsProps) {
  const { values } = form;
  /** A day the person picks is theirs: from then on it stays when the start date moves. */
  const choose = <Field extends 'days_of_week' | 'day_of_month' | 'week_of_month' | 'day_of_week_monthly'>(
    field: Field,
    value: EventFormValues[Field],
  ) => form.setValues({ [field]: value, repeat_days_chosen: true });
  const chosenInput = (field: 'day_of_month' | 'week_of_month' | 'day_of_week_monthly') => ({
    ...form.getInputProps(field),
    onChange: (input: string | number | { currentTarget: { value: string } }) =>
      choose(field, typeof input === 'object' ? input.currentTarget.value : input),
  });
  if (values.recurrence_type === 'weekly') {
    // A start off the chosen days is not an extra date: the series begins at the first of them.
    const firstDate = firstWeeklyDate(
      values.start_date,
      values.days_of_week,
      Math.max(1, Number(values.interval) || 1),
    );
    const startsLater = firstDate !== values.start_date && values.start_date !== '';
    const firstDay = sundayFirstWeekdays[getSundayFirstWeekday(firstDate)]?.long ?? '';
    return (
      <ChipField
        label="On days"
        description={
          startsLater
            ? `Starts ${firstDay}, ${formatLongDate(firstDate)}, the first of these days on or after the start date.`
            : undefined
        }
        error={form.errors.days_of_week}
      >
        <Chip.Group
          multiple
          value={values.days_of_week.map(String)}
          onChange={(days) =>
            choose(
              'days_of_week',
              days.map(Number).sort((a, b) => a - b),
            )
          }
        >
          <Group gap={6}>
            {sundayFirstWeekdays.map(({ day, short, long }) => (
              <Chip key={day} value={String(day)} size="sm" aria-label={long} disabled={disabled}>
                {short}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ChipField>
    );
  }
  if (values.recurrence_type !== 'monthly') return null;
  return (
    <Stack gap="xs">
      <Radio.Group
        label="Monthly on"
        value={values.monthly_rule}
        onChange={(value) => form.setFieldValue('monthly_rule', value as MonthlyRule)}
      >
        <Group gap="md" mt={4}>
          <Radio value="day_of_month" label="A day of the month" disabled={disabled} />
          <Radio value="weekday" label="A weekday of a week" disabled={disabled} />
        </Group>
      </Radio.Group>
      {values.monthly_rule === 'day_of_month' ? (
        <NumberInput
          label="Day of month"
          min={1}
          max={31}
          allowDecimal={false}
          allowNegative={false}
          {...chosenInput('day_of_month')}
        />
      ) : (
        <SimpleGrid cols={2} spacing="sm">
          <NativeSelect label="Week" data={weekOptions} {...chosenInput('week_of_month')} />
          <NativeSelect label="Weekday" data={weekdayOptions} {...chosenInput('day_of_week_monthly')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
