import type { ReactNode } from 'react';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import { quarterHourOptions } from '../logic/time-options';

type TimeRangeFieldsProps = {
  startTime: string;
  endTime: string;
  onStartTimeChange: (value: string) => void;
  onEndTimeChange: (value: string) => void;
  startError?: ReactNode;
  endError?: ReactNode;
  disabled?: boolean;
};

/** Start and end, each a select of the day's quarter hours (spec: 15-minute steps). */
export function TimeRangeFields(props: TimeRangeFieldsProps) {
  const { startTime, endTime, onStartTimeChange, onEndTimeChange, startError, endError, disabled } = props;
  return (
    <SimpleGrid cols={2} spacing="sm">
      <NativeSelect
        label="Start time"
        required
        data={quarterHourOptions}
        value={startTime}
        onChange={(event) => onStartTimeChange(event.currentTarget.value)}
        error={startError}
        disabled={disabled}
      />
      <NativeSelect
        label="End time"
        required
        data={quarterHourOptions}
        value={endTime}
        onChange={(event) => onEndTimeChange(event.currentTarget.value)}
        error={endError}
        disabled={disabled}
      />
    </SimpleGrid>
  );
}
