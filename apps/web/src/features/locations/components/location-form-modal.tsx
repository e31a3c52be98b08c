import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { ApiError } from '../../../lib/api-client';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useCreateLocationMutation } from '../api/create-location';
import { useUpdateLocationMutation } from '../api/update-location';
import { checkLocationForm, toLocationFormValues, type LocationFormValues } from '../logic/location-form';
import { describeLocationsError, locationsMessages } from '../logic/locations-messages';
import { LocationFormFields } from './location-form-fields';

export type LocationFormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** After the server saved it, with the location as stored (id, is_geocoded…); then onClose. */
  onSaved: (location: SavedLocation) => void;
  /** The location to edit; without it the modal adds a new one. */
  location?: SavedLocation | null;
};

/** Adding or editing a saved location (spec §2 Locations, §5; accounts-and-shell §5). */
export function LocationFormModal({ opened, onClose, onSaved, location }: LocationFormModalProps) {
  const isEditing = Boolean(location);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isEditing ? 'Edit Location' : 'Add New Location'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, and per location: every opening starts from fresh values. */}
      <LocationForm key={location?.id ?? 'new'} location={location} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

type LocationFormProps = Omit<LocationFormModalProps, 'opened'>;

function LocationForm({ location, onClose, onSaved }: LocationFormProps) {
  const form = useForm<LocationFormValues>({
    mode: 'controlled',
    initialValues: toLocationFormValues(location),
  });
  const create = useCreateLocationMutation();
  const update = useUpdateLocationMutation();
  const isSaving = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function handleSaved(saved: SavedLocation) {
    onSaved(saved);
    onClose();
  }

  function handleFailure(failure: unknown) {
    const fields = failure instanceof ApiError ? failure.fields : undefined;
    // The spec words a failed add and a failed edit differently.
    setError(describeLocationsError(failure, location ? locationsMessages.saveFailed : locationsMessages.createFailed));
    if (fields) {
      form.setErrors(fields);
      focusFirstInvalid();
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The modal is a portal: in React's tree its submit would bubble to a form around it (the
    // availability-window form opens it), which would then submit too.
    event.stopPropagation();
    if (isSaving) return;
    const check = checkLocationForm(form.getValues());
    if (!('body' in check)) {
      setError(check.formError);
      form.setErrors(check.fieldErrors);
      focusFirstInvalid();
      return;
    }
    setError(null);
    form.clearErrors();
    const callbacks = { onSuccess: handleSaved, onError: handleFailure };
    if (location) update.mutate({ id: location.id, body: check.body }, callbacks);
    else create.mutate(check.body, callbacks);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <LocationFormFields form={form} disabled={isSaving} />
        {/* The actions stay at the modal's bottom edge while the fields scroll under them: on a
            screen 800 px tall they started below it, out of reach without a scroll. */}
        <Group
          justify="flex-end"
          gap="sm"
          mt="xs"
          py="sm"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          data-modal-actions
          style={{ zIndex: 1, borderTop: '1px solid var(--ht-color-divider)' }}
        >
          <Button variant="default" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {location ? 'Save Changes' : 'Add Location'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
