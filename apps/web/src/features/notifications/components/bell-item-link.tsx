import type { ReactNode } from 'react';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatRelativeDayTime } from '../../../lib/datetime';
import { useSession } from '../../../lib/session';
import type { BellItem } from '../logic/bell-items';
import { routeForNotification } from '../logic/notification-route';

type BellItemLinkProps = { item: BellItem; icon: ReactNode; now: Date; onSelect: (item: BellItem) => void };

/**
 * One item of the bell: a link to where it is answered (names and titles shown as text); an event's
 * item says where it is and when, on the profile's clock as the calendar shows it.
 */
export function BellItemLink({ item, icon, now, onSelect }: BellItemLinkProps) {
  const timeZone = useSession().user?.timezone;
  return (
    <NavLink
      component={Link}
      to={routeForNotification(item)}
      onClick={() => onSelect(item)}
      // A person's item shows their face (initials); the others keep the section's icon.
      leftSection={
        item.person ? <PersonAvatar name={item.person.name} colorKey={item.person.colorKey} size={28} /> : icon
      }
      label={
        <Text size="sm" fw={600} lineClamp={2}>
          {item.title}
        </Text>
      }
      description={
        <Stack gap={0} component="span">
          {item.description && (
            <Text span size="xs" c="dimmed">
              {item.description}
            </Text>
          )}
          {item.place && (
            <Text span size="xs" c="dimmed">
              {item.place}
            </Text>
          )}
          {item.when && (
            <Text span size="xs" c="dimmed">
              {formatRelativeDayTime(item.when, now, timeZone)}
            </Text>
          )}
        </Stack>
      }
      styles={{ root: { borderRadius: 'var(--mantine-radius-sm)', alignItems: 'flex-start' } }}
      style={{ overflowWrap: 'anywhere' }}
    />
  );
}
