import { useId } from 'react';
import { Chip, Group, Input, Stack } from '@mantine/core';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { isTransportationOption, transportationChoices } from '../logic/transportation-labels';

type TransportationOptions = SavedLocation['transportation_options'];

type TransportationChipsProps = {
  value: TransportationOptions;
  onChange: (value: TransportationOptions) => void;
  disabled?: boolean;
};

/** How the person can get to and from the place: any number of chips, each a checkbox. */
export function TransportationChips({ value, onChange, disabled }: TransportationChipsProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      {/* A div, not a <label>: it names the group of chips, not one input. */}
      <Input.Label id={labelId} labelElement="div">
        Transportation options
      </Input.Label>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        <Chip.Group multiple value={value} onChange={(next) => onChange(next.filter(isTransportationOption))}>
          {transportationChoices.map((choice) => (
            <Chip key={choice.value} value={choice.value} disabled={disabled} size="sm">
              {choice.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}
