import { Chip, Group } from '@mantine/core';
import { weekdays } from '../logic/weekdays';

type WeekdayChipsProps = {
  /** Days as windows number them: 0 = Monday … 6 = Sunday. */
  value: number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
};

/** Monday to Sunday as chips, each named in full for screen readers; days come back in week order. */
export function WeekdayChips({ value, onChange, disabled }: WeekdayChipsProps) {
  return (
    <Chip.Group
      multiple
      value={value.map(String)}
      onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
    >
      <Group gap={6}>
        {weekdays.map(({ day, short, long }) => (
          <Chip key={day} value={String(day)} size="sm" disabled={disabled} aria-label={long}>
            {short}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
