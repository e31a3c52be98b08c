import { Chip, Group, Input, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TRAVEL_MINUTES, MIN_TRAVEL_MINUTES, travelModes } from '@hangtime/core/availability/schemas';
import { useId } from 'react';
import type { EndingType, OnboardingWindowValues, TravelMode } from '../logic/window-defaults';

const travelLabels: Record<TravelMode, string> = {
  car: 'Car',
  rideshare: 'Rideshare',
  public_transit: 'Public transit',
  biking: 'Biking',
  walking: 'Walking',
};

const isTravelMode = (value: string): value is TravelMode => (travelModes as readonly string[]).includes(value);

type WindowTravelFieldsProps = { form: UseFormReturnType<OnboardingWindowValues>; disabled: boolean };

/** How the person gets to a plan, how far they go (5 to 120 minutes), and how strict the end is. */
export function WindowTravelFields({ form, disabled }: WindowTravelFieldsProps) {
  const modesId = useId();
  return (
    <Stack gap="sm">
      <Stack gap={6} role="group" aria-labelledby={`${modesId}-label`}>
        <Input.Label id={`${modesId}-label`} labelElement="div">
          Travel preferences
        </Input.Label>
        <Chip.Group
          multiple
          value={form.values.travel_preferences}
          onChange={(values) => form.setFieldValue('travel_preferences', values.filter(isTravelMode))}
        >
          <Group gap={6}>
            {travelModes.map((mode) => (
              <Chip key={mode} value={mode} size="sm" disabled={disabled}>
                {travelLabels[mode]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <NumberInput
        label="Max travel time (minutes)"
        description={`From ${MIN_TRAVEL_MINUTES} to ${MAX_TRAVEL_MINUTES} minutes, one way`}
        min={MIN_TRAVEL_MINUTES}
        max={MAX_TRAVEL_MINUTES}
        step={5}
        allowDecimal={false}
        allowNegative={false}
        maw={240}
        disabled={disabled}
        {...form.getInputProps('max_travel_time_minutes')}
      />
      <Radio.Group
        label="Ending"
        description="Whether plans must end by the window's end time"
        value={form.values.ending_type}
        onChange={(value) => form.setFieldValue('ending_type', value as EndingType)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="firm" label="Firm (strict)" disabled={disabled} />
          <Radio value="soft" label="Soft (flexible)" disabled={disabled} />
        </Group>
      </Radio.Group>
    </Stack>
  );
}
