import { Anchor, Box, Button, Divider, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BellIcon, CalendarIcon, SparklesIcon, UsersIcon } from '../../../components/icons';
import { paths } from '../../../lib/paths';
import { headerLabel } from '../logic/bell-labels';
import type { BellItem, BellSections } from '../logic/bell-items';
import { BellSection } from './bell-section';

export type BellPanelProps = {
  sections: BellSections;
  now: Date;
  isLoading: boolean;
  hasLoadError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  canMarkAllRead: boolean;
  onMarkAllRead: () => void;
  onSelect: (item: BellItem) => void;
  onClose: () => void;
};

/** The bell's dropdown: a header with the count, the sections, and the way to every event. */
export function BellPanel(props: BellPanelProps) {
  const { sections, now, onSelect } = props;
  const isEmpty = sections.count === 0 && !props.isLoading && !props.hasLoadError;
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" px="md" py="sm">
        <Text component="h2" fw={700} size="md" m={0}>
          {props.isLoading && sections.count === 0 ? 'Notifications' : headerLabel(sections.count)}
        </Text>
        {props.canMarkAllRead && (
          <Button variant="subtle" size="compact-xs" onClick={props.onMarkAllRead}>
            Mark all read
          </Button>
        )}
      </Group>
      <Divider />
      <ScrollArea.Autosize mah="min(60vh, 440px)" type="auto">
        <Box px={4} py={4}>
          {props.isLoading && (
            <Group gap="xs" justify="center" py="md" role="status">
              <Loader size="xs" />
              <Text size="sm" c="dimmed">
                Loading notifications…
              </Text>
            </Group>
          )}
          {props.hasLoadError && (
            <Group gap="xs" justify="space-between" px="sm" py="sm" role="alert" wrap="nowrap">
              <Text size="sm" c="red">
                Failed to load notifications
              </Text>
              <Button size="compact-xs" variant="default" onClick={props.onRetry} loading={props.isRetrying}>
                Retry
              </Button>
            </Group>
          )}
          {isEmpty && (
            <Text size="sm" c="dimmed" ta="center" py="md">
              You're all caught up!
            </Text>
          )}
          <BellSection
            title="Friend Requests"
            items={sections.friendRequests}
            icon={<UsersIcon size={18} />}
            now={now}
            onSelect={onSelect}
          />
          <BellSection
            title="Event Invitations"
            items={sections.invitations}
            icon={<CalendarIcon size={18} />}
            now={now}
            onSelect={onSelect}
          />
          <BellSection
            title="Other Notifications"
            items={sections.others}
            icon={<BellIcon size={18} />}
            now={now}
            onSelect={onSelect}
          />
          <BellSection
            title="Upcoming Events"
            items={sections.upcoming}
            icon={<SparklesIcon size={18} />}
            now={now}
            onSelect={onSelect}
          />
          {sections.upcoming.length > 0 && (
            <Anchor
              component={Link}
              to={paths.upcomingEvents}
              size="sm"
              fw={600}
              px="sm"
              py={4}
              display="inline-block"
              onClick={props.onClose}
            >
              See all upcoming events
            </Anchor>
          )}
        </Box>
      </ScrollArea.Autosize>
      <Divider />
      <Group justify="center" py="xs">
        <Anchor component={Link} to={paths.home} size="sm" fw={600} onClick={props.onClose}>
          View All Events
        </Anchor>
      </Group>
    </Stack>
  );
}
