import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { PlainList } from '../../../components/list-states';
import { formatTimeRange } from '../../../lib/datetime';
import { describeRepeatDays } from '../logic/describe-window';

type WindowListProps = {
  windows: AvailabilityWindow[];
  /** Asks first; the step owns the dialog. */
  onDelete: (availabilityWindow: AvailabilityWindow) => void;
  isDeleting: boolean;
};

/** The windows added so far: name, hours, repeat days and place, each with Delete. */
export function WindowList({ windows, onDelete, isDeleting }: WindowListProps) {
  return (
    <PlainList label="Your availability windows" gap="xs">
      {windows.map((item) => (
        <Paper key={item.id} component="li" withBorder radius="md" p="sm">
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              <Text fw={600}>{item.window_name}</Text>
              <Text size="sm">
                {formatTimeRange(item.start_time, item.end_time)} · {describeRepeatDays(item)}
              </Text>
              <Text size="xs" c="dimmed">
                {item.location ? `${item.location} · ${item.address}` : item.address}
              </Text>
            </Stack>
            <Button
              size="sm"
              variant="subtle"
              color="red"
              onClick={() => onDelete(item)}
              disabled={isDeleting}
              aria-label={`Delete ${item.window_name}`}
            >
              Delete
            </Button>
          </Group>
        </Paper>
      ))}
    </PlainList>
  );
}
