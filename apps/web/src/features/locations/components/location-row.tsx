import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatLocationAddress, type SavedLocation } from '@hangtime/core/locations/schemas';
import { locationsMessages } from '../logic/locations-messages';
import { transportationLabels } from '../logic/transportation-labels';

type LocationRowProps = {
  location: SavedLocation;
  onEdit: (location: SavedLocation) => void;
  onDelete: (location: SavedLocation) => void;
  onMakeDefault: (location: SavedLocation) => void;
  isMakingDefault: boolean;
  isBusy: boolean;
};

/** One saved location: name, address, how to get there, and its actions. */
export function LocationRow(props: LocationRowProps) {
  const { location, onEdit, onDelete, onMakeDefault, isMakingDefault, isBusy } = props;
  const name = location.location_name;
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      gap="sm"
      py="md"
      style={{ borderTop: '1px solid var(--ht-color-divider)' }}
    >
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {location.is_default && (
            <Badge size="sm" variant="light">
              Default
            </Badge>
          )}
          {location.happy_to_host && (
            <Badge size="sm" variant="light" color="teal">
              Happy to host
            </Badge>
          )}
        </Group>
        <Text size="sm">{formatLocationAddress(location)}</Text>
        <Text size="sm" c="dimmed">
          {location.country}
        </Text>
        {location.description && (
          <Text size="sm" c="dimmed">
            {location.description}
          </Text>
        )}
        {location.transportation_options.length > 0 && (
          <Group gap={6} aria-label="Transportation options">
            {location.transportation_options.map((option) => (
              <Badge key={option} size="sm" variant="outline" color="gray">
                {transportationLabels[option]}
              </Badge>
            ))}
          </Group>
        )}
        {!location.is_geocoded && (
          <Text size="xs" c="orange">
            {locationsMessages.notGeocoded}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="wrap">
        {!location.is_default && (
          <Button
            size="xs"
            variant="default"
            onClick={() => onMakeDefault(location)}
            loading={isMakingDefault}
            disabled={isBusy && !isMakingDefault}
            aria-label={`Make ${name} the default`}
          >
            Make default
          </Button>
        )}
        <Button size="xs" variant="light" onClick={() => onEdit(location)} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => onDelete(location)}
          disabled={isBusy}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </Group>
    </Group>
  );
}
