import { Stack, Text, TextInput } from '@mantine/core';
import type { HostDetails } from '../logic/flow-state';
import { hostPlaceName } from '../logic/event-body';

type HostStepProps = {
  host: HostDetails;
  /** The person's default saved location, which the address starts from. */
  defaultPlace: { name: string; address: string } | undefined;
  onChange: (field: keyof HostDetails, value: string) => void;
};

/** Step 5: hosting at home: who hosts and where; the event is called "Hangtime: {host}'s place". */
export function HostStep({ host, defaultPlace, onChange }: HostStepProps) {
  const isDefaultAddress = defaultPlace !== undefined && host.address.trim() === defaultPlace.address;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Your friends get the address with the invitation.
      </Text>
      <TextInput
        label="Host name"
        required
        maxLength={80}
        value={host.name}
        onChange={(event) => onChange('name', event.currentTarget.value)}
        autoComplete="name"
      />
      <TextInput
        label="Address"
        required
        maxLength={300}
        value={host.address}
        onChange={(event) => onChange('address', event.currentTarget.value)}
        autoComplete="street-address"
        placeholder="123 Main St, Brooklyn, NY 11201"
        description={
          isDefaultAddress
            ? `Your default location${defaultPlace.name ? `, ${defaultPlace.name}` : ''}. Change it to host somewhere else.`
            : undefined
        }
      />
      {host.name.trim() && (
        <Text size="sm">
          The event will be called <strong>Hangtime: {hostPlaceName(host.name)}</strong>
        </Text>
      )}
    </Stack>
  );
}
