import { Group, Stack } from '@mantine/core';
import { RouterAnchor } from '../../../components/router-links';
import { paths } from '../../../lib/paths';
import { UpcomingEventsList } from '../../events';

/** The calendar's Upcoming view: the list, and the way to the full Upcoming Events page. */
export function UpcomingView() {
  return (
    <Stack gap="sm">
      <UpcomingEventsList />
      <Group justify="center">
        <RouterAnchor to={paths.upcomingEvents} size="sm" fw={600}>
          See all upcoming events
        </RouterAnchor>
      </Group>
    </Stack>
  );
}
