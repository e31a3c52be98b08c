import { Chip, Group, NativeSelect, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isTravelMode, listTravelTimeOptions, travelModeOptions } from '../logic/travel-options';
import type { EndingType, WindowFormValues } from '../logic/window-form-values';
import { ChipField } from '../../../components/chip-field';

type WindowTravelFieldsProps = { form: UseFormReturnType<WindowFormValues>; disabled: boolean };

/** How the person gets to a plan, how far they go, and whether the window's end is strict. */
export function WindowTravelFields({ form, disabled }: WindowTravelFieldsProps) {
  const error = (field: keyof WindowFormValues) => form.errors[field] as string | undefined;
  return (
    <>
      <ChipField
        label="Travel preferences"
        description="How you're happy to get there"
        error={error('travel_preferences')}
      >
        <Chip.Group
          multiple
          value={form.values.travel_preferences}
          onChange={(values) => form.setFieldValue('travel_preferences', values.filter(isTravelMode))}
        >
          <Group gap="xs">
            {travelModeOptions.map((option) => (
              <Chip key={option.value} value={option.value} disabled={disabled} size="sm">
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ChipField>
      <NativeSelect
        label="Max travel time"
        description="The longest you'd travel to a plan, one way"
        data={listTravelTimeOptions(form.values.max_travel_time_minutes)}
        value={String(form.values.max_travel_time_minutes)}
        onChange={(event) => form.setFieldValue('max_travel_time_minutes', Number(event.currentTarget.value))}
        error={error('max_travel_time_minutes')}
        disabled={disabled}
      />
      <Radio.Group
        label="Ending"
        description="Whether plans must end by the window's end time"
        value={form.values.ending_type}
        onChange={(value) => form.setFieldValue('ending_type', value as EndingType)}
        error={error('ending_type')}
      >
        <Group gap="lg" mt={6}>
          <Radio value="firm" label="Firm (strict)" disabled={disabled} />
          <Radio value="soft" label="Soft (flexible)" disabled={disabled} />
        </Group>
      </Radio.Group>
    </>
  );
}
