import { useId, useState } from 'react';
import { Button, Group, Input, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatLocationAddress, type SavedLocation } from '@hangtime/core/locations/schemas';
import { LocationFormModal, useLocationsQuery } from '../../locations';
import type { OnboardingWindowValues } from '../logic/window-defaults';

type WindowPlaceFieldsProps = { form: UseFormReturnType<OnboardingWindowValues>; disabled: boolean };

/**
 * Where the person starts from. Location and address come from one of the person's saved
 * locations (offered first) or from the Add New Location modal, are read-only once set, and Clear
 * empties both (accounts-and-shell §5).
 */
export function WindowPlaceFields({ form, disabled }: WindowPlaceFieldsProps) {
  const [isAddOpen, setAddOpen] = useState(false);
  const saved = useLocationsQuery();
  const savedLocations = saved.data ?? [];
  const { values } = form;
  // One message slot for the place: a missing address, or a refused location or its name.
  const errors = form.errors as Record<string, string | undefined>;
  const addressError = errors.address ?? errors.location_id ?? errors.location;
  const errorId = useId();
  const isMissing = !values.address && Boolean(addressError);

  function applyLocation(location: SavedLocation) {
    form.setFieldValue('location', location.location_name);
    form.setFieldValue('address', formatLocationAddress(location));
    form.setFieldValue('location_id', location.id);
  }

  function clearLocation() {
    form.setFieldValue('location', '');
    form.setFieldValue('address', '');
    form.setFieldValue('location_id', null);
  }

  const addButton = (
    <Button
      variant="light"
      onClick={() => setAddOpen(true)}
      disabled={disabled}
      // The button is how the address is set, so a missing address takes the focus here.
      aria-describedby={isMissing ? errorId : undefined}
      data-focus-on-error={isMissing ? 'true' : undefined}
    >
      + Add Location
    </Button>
  );

  return (
    <Stack gap="sm">
      {values.address ? (
        <>
          {/* Filled, to read as set rather than as a box to type in; the address wraps on a phone. */}
          <TextInput label="Location" readOnly variant="filled" value={values.location} />
          <Textarea
            label="Address"
            readOnly
            variant="filled"
            rows={2}
            // As tall as the address where the browser can (two rows elsewhere); no script needed.
            styles={{ input: { fieldSizing: 'content', resize: 'none' } }}
            value={values.address}
            error={addressError}
            inputContainer={(input) => (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
                <Button
                  variant="default"
                  onClick={clearLocation}
                  disabled={disabled}
                  aria-label="Clear location and address"
                >
                  Clear
                </Button>
              </Group>
            )}
          />
        </>
      ) : (
        <Stack gap={4}>
          <Input.Label labelElement="div" required>
            Location
          </Input.Label>
          <Text size="sm" c="dimmed">
            {savedLocations.length > 0
              ? 'Pick one of your saved places, or add a new one.'
              : "Add the place you'd start from, such as home or work."}
          </Text>
          <Group mt={4} gap="xs">
            {savedLocations.map((location) => (
              <Button
                key={location.id}
                variant="default"
                onClick={() => applyLocation(location)}
                disabled={disabled}
                aria-label={`Use ${location.location_name}`}
                maw="100%"
              >
                {location.location_name}
              </Button>
            ))}
            {addButton}
          </Group>
          {addressError && <Input.Error id={errorId}>{addressError}</Input.Error>}
        </Stack>
      )}
      <LocationFormModal opened={isAddOpen} onClose={() => setAddOpen(false)} onSaved={applyLocation} />
    </Stack>
  );
}
