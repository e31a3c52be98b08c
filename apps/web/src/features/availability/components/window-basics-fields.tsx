import { NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { getBrowserTimeZone } from '../../../lib/datetime';
import { listTimeZoneChoices } from '../../../lib/time-zones';
import type { WindowFormValues } from '../logic/window-form-values';
import { TimeRangeFields } from './time-range-fields';

type WindowBasicsFieldsProps = {
  form: UseFormReturnType<WindowFormValues>;
  /** The zone the window had when the form opened, kept among the choices. */
  initialTimeZone: string;
  disabled: boolean;
};

/** The window's name, its hours and the zone they are read in. */
export function WindowBasicsFields({ form, initialTimeZone, disabled }: WindowBasicsFieldsProps) {
  const error = (field: keyof WindowFormValues) => form.errors[field] as string | undefined;
  return (
    <>
      <TextInput
        label="Window name"
        placeholder="e.g. Weeknight evenings"
        required
        maxLength={100}
        data-autofocus
        disabled={disabled}
        {...form.getInputProps('window_name')}
      />
      <TimeRangeFields
        startTime={form.values.start_time}
        endTime={form.values.end_time}
        onStartTimeChange={(value) => form.setFieldValue('start_time', value)}
        onEndTimeChange={(value) => form.setFieldValue('end_time', value)}
        startError={error('start_time')}
        endError={error('end_time')}
        disabled={disabled}
      />
      <NativeSelect
        label="Time zone"
        description="The start and end times are read in this zone"
        data={listTimeZoneChoices(getBrowserTimeZone(), initialTimeZone)}
        disabled={disabled}
        {...form.getInputProps('timezone')}
      />
    </>
  );
}
