import { Text } from '@mantine/core';
import { formatRequestDate, formatRequestFullDate } from '../logic/request-date';

/** "Sent 3 days ago", with the full date in the title for those who hover. */
export function RequestDate({ instant, verb }: { instant: string; verb: string }) {
  const relative = formatRequestDate(instant);
  if (!relative) return null;
  return (
    <Text size="xs" c="dimmed">
      {verb}{' '}
      <time dateTime={instant} title={formatRequestFullDate(instant)}>
        {relative}
      </time>
    </Text>
  );
}
