import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Input, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { formatLocationAddress, type SavedLocation } from '@hangtime/core/locations/schemas';
import { LocationFormModal } from '../../locations';
import { useSavedLocationsQuery } from '../api/get-saved-locations';
import { availabilityWindowsMessages } from '../logic/availability-messages';
import { setFormFields } from '../logic/set-form-fields';
import type { WindowFormValues } from '../logic/window-form-values';
import { getLocationError } from '../logic/window-validation';

type WindowLocationFieldsProps = { form: UseFormReturnType<WindowFormValues>; disabled: boolean };

/**
 * Where the person starts from: a saved location, picked or added here. The address is never
 * typed: it is read-only once set, and Clear empties it with the location (accounts-and-shell §5).
 */
export function WindowLocationFields({ form, disabled }: WindowLocationFieldsProps) {
  const locations = useSavedLocationsQuery();
  const [isAddOpen, setAddOpen] = useState(false);
  const errorId = useId();
  const { values } = form;
  const locationError = getLocationError(form.errors as Record<string, string>);
  const saved = locations.data ?? [];
  const hasPicker = saved.length > 0 || locations.isPending;

  function applyLocation(location: SavedLocation) {
    setFormFields(form, {
      location: location.location_name,
      address: formatLocationAddress(location),
      location_id: location.id,
    });
  }

  const addButton = (
    <Button
      variant="light"
      onClick={() => setAddOpen(true)}
      disabled={disabled}
      aria-describedby={!hasPicker && locationError ? errorId : undefined}
      data-focus-on-error={!hasPicker && locationError ? 'true' : undefined}
    >
      Add New Location
    </Button>
  );
  const withAddButton = (input: ReactNode) => (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
      {addButton}
    </Group>
  );

  return (
    <Stack gap="sm">
      {hasPicker ? (
        <NativeSelect
          label="Location"
          description="Where you'd start from: pick a saved place or add a new one"
          required
          data={[
            { value: '', label: locations.isPending ? 'Loading saved locations…' : 'Choose a saved location' },
            ...saved.map((location) => ({ value: location.id, label: location.location_name })),
          ]}
          value={values.location_id ?? ''}
          onChange={(event) => {
            const location = saved.find((item) => item.id === event.currentTarget.value);
            if (location) applyLocation(location);
          }}
          error={values.address ? undefined : locationError}
          disabled={disabled || locations.isPending}
          inputContainer={withAddButton}
        />
      ) : (
        <Stack gap={4}>
          <div>
            <Input.Label labelElement="div" required>
              Location
            </Input.Label>
            {!locations.isError && (
              <Input.Description>No saved locations yet. Add the place you'd start from.</Input.Description>
            )}
          </div>
          <Group>{addButton}</Group>
          {!values.address && locationError && <Input.Error id={errorId}>{locationError}</Input.Error>}
        </Stack>
      )}
      {locations.isError && (
        <Text size="sm" c="red" role="alert">
          {availabilityWindowsMessages.locationsFailed}
        </Text>
      )}
      {values.address && (
        <TextInput
          label="Address"
          readOnly
          value={values.address}
          error={locationError}
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button
                variant="default"
                onClick={() => setFormFields(form, { location: '', address: '', location_id: null })}
                disabled={disabled}
                aria-label="Clear location and address"
              >
                Clear
              </Button>
            </Group>
          )}
        />
      )}
      <LocationFormModal opened={isAddOpen} onClose={() => setAddOpen(false)} onSaved={applyLocation} />
    </Stack>
  );
}
