import { Chip, Group, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_TRAVEL_MINUTES, MIN_TRAVEL_MINUTES } from '@hangtime/core/availability/schemas';
import { formatDuration } from '@hangtime/core/time/durations';
import { ChipField } from '../../../components/chip-field';
import { isTravelMode, travelModeOptions, type EndingType } from '../../availability';
import type { OnboardingWindowValues } from '../logic/window-defaults';

type WindowTravelFieldsProps = { form: UseFormReturnType<OnboardingWindowValues>; disabled: boolean };

/** How the person gets to a plan, how far they go (5 to 120 minutes), and how strict the end is. */
export function WindowTravelFields({ form, disabled }: WindowTravelFieldsProps) {
  return (
    <Stack gap="sm">
      <ChipField label="Travel preferences">
        <Chip.Group
          multiple
          value={form.values.travel_preferences}
          onChange={(values) => form.setFieldValue('travel_preferences', values.filter(isTravelMode))}
        >
          <Group gap={6}>
            {travelModeOptions.map((option) => (
              <Chip key={option.value} value={option.value} size="sm" disabled={disabled}>
                {option.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </ChipField>
      <NumberInput
        label="Max travel time (minutes)"
        description={`From ${formatDuration(MIN_TRAVEL_MINUTES)} to ${formatDuration(MAX_TRAVEL_MINUTES)}, one way`}
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
