import { useId, useRef, useState } from 'react';
import { Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SavedLocation } from '@hangtime/core/locations/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CompassIcon } from '../../../components/icons';
import { FeedbackAlert, ListSkeleton, LoadError, type Feedback } from '../../../components/list-states';
import { useLocationsQuery } from '../api/get-locations';
import { useUpdateLocationMutation } from '../api/update-location';
import { toLocationBody } from '../logic/location-form';
import { describeLocationsError, locationsMessages } from '../logic/locations-messages';
import { LocationFormModal } from './location-form-modal';
import { SavedLocationsList } from './saved-locations-list';
import { useDeleteLocationFlow } from './use-delete-location-flow';

type FormState = { opened: boolean; location: SavedLocation | null };

/** The Locations tab (spec §2 "My Locations"): list, add, edit, delete, and the default. */
export function MyLocations() {
  const locations = useLocationsQuery();
  const makeDefault = useUpdateLocationMutation();
  const [form, setForm] = useState<FormState>({ opened: false, location: null });
  const [feedback, setFeedback] = useState<Feedback>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const deletion = useDeleteLocationFlow({
    onDeleted: (message) => {
      setFeedback({ tone: 'success', text: message });
      // The Delete button that had the focus went with its row.
      window.requestAnimationFrame(() => headingRef.current?.focus());
    },
    onFailed: (text) => setFeedback({ tone: 'error', text }),
  });

  function openForm(location: SavedLocation | null) {
    setFeedback(null);
    setForm({ opened: true, location });
  }

  function askToDelete(location: SavedLocation) {
    setFeedback(null);
    deletion.ask(location);
  }

  function handleMakeDefault(location: SavedLocation) {
    setFeedback(null);
    const body = { ...toLocationBody(location), is_default: true };
    makeDefault.mutate(
      { id: location.id, body },
      {
        onError: (error) =>
          setFeedback({ tone: 'error', text: describeLocationsError(error, locationsMessages.saveFailed) }),
      },
    );
  }

  const hasLocations = locations.isSuccess && locations.data.length > 0;
  const addButton = <Button onClick={() => openForm(null)}>Add Location</Button>;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
              My Locations
            </Title>
            <Text size="sm" c="dimmed">
              Places you set out from, used for travel times and meeting-place suggestions.
            </Text>
          </div>
          {hasLocations && addButton}
        </Group>
        <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
        {locations.isPending ? (
          <ListSkeleton label="Loading locations" rowHeight={88} />
        ) : locations.isError ? (
          <LoadError
            message={locationsMessages.fetchFailed}
            onRetry={() => void locations.refetch()}
            isRetrying={locations.isFetching}
          />
        ) : hasLocations ? (
          <SavedLocationsList
            locations={locations.data}
            onEdit={openForm}
            onDelete={askToDelete}
            onMakeDefault={handleMakeDefault}
            defaultingId={makeDefault.isPending ? makeDefault.variables.id : null}
            isBusy={makeDefault.isPending || deletion.isRemoving}
          />
        ) : (
          <EmptyState
            size="sm"
            icon={<CompassIcon size={28} />}
            withIndicatorBackground
            title="No saved locations yet"
            description="Save the places you usually set out from, like home or work."
          >
            <EmptyState.Actions>{addButton}</EmptyState.Actions>
          </EmptyState>
        )}
      </Stack>
      <LocationFormModal
        opened={form.opened}
        location={form.location}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
        onSaved={(saved) => setFeedback({ tone: 'success', text: `Saved ${saved.location_name}.` })}
      />
      <ConfirmDialog {...deletion.dialogProps} />
    </Paper>
  );
}
