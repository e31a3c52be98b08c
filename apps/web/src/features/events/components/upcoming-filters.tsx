import { NativeSelect, SimpleGrid } from '@mantine/core';
import { rangeFilters, statusFilters, type RangeFilter, type StatusFilter } from '../logic/status-filter';

type UpcomingFiltersProps = {
  status: StatusFilter;
  range: RangeFilter;
  onStatusChange: (value: StatusFilter) => void;
  onRangeChange: (value: RangeFilter) => void;
};

/** Status and Range of the upcoming list (spec §9). */
export function UpcomingFilters({ status, range, onStatusChange, onRangeChange }: UpcomingFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
      <NativeSelect
        label="Status"
        data={statusFilters.map(({ value, label }) => ({ value, label }))}
        value={status}
        onChange={(event) => onStatusChange(event.currentTarget.value as StatusFilter)}
      />
      <NativeSelect
        label="Range"
        data={rangeFilters.map(({ value, label }) => ({ value, label }))}
        value={range}
        onChange={(event) => onRangeChange(event.currentTarget.value as RangeFilter)}
      />
    </SimpleGrid>
  );
}
