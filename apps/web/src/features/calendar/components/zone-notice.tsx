import { memo } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import type { User } from '@hangtime/core/auth/user';
import { ErrorAlert } from '../../../components/status-alerts';
import { useSwitchProfileZoneMutation } from '../api/switch-profile-zone';
import { shouldOfferZoneSwitch } from '../logic/calendar-zone';
import { useKeptZone } from '../use-kept-zone';

type ZoneNoticeProps = { user: User; deviceZone: string };

/**
 * Shown while this device is in another zone than the profile: switch the profile, or keep it.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const ZoneNotice = memo(function ZoneNotice({ user, deviceZone }: ZoneNoticeProps) {
  const profileZone = user.timezone;
  const { kept, keep } = useKeptZone(user.id);
  const switchZone = useSwitchProfileZoneMutation();
  if (!shouldOfferZoneSwitch(profileZone, deviceZone, kept)) return null;

  return (
    // A fixed id: without one Mantine makes one up after mounting and draws the notice again.
    <Alert
      id="zone-notice"
      color="blue"
      variant="light"
      title="Your device is in another time zone"
      role="region"
      aria-label="Time zone"
    >
      <Text size="sm">
        The calendar shows times in your profile's zone, {profileZone}. This device is set to {deviceZone}.
      </Text>
      {switchZone.isError && <ErrorAlert mt="xs">Could not update your time zone. Please try again.</ErrorAlert>}
      <Group gap="xs" mt="xs">
        <Button size="xs" loading={switchZone.isPending} onClick={() => switchZone.mutate(deviceZone)}>
          Use {deviceZone}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={switchZone.isPending}
          onClick={() => keep({ profileZone, deviceZone })}
        >
          Keep {profileZone}
        </Button>
      </Group>
    </Alert>
  );
});
