import { useRef, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyText, FeedbackAlert, ListSkeleton, LoadError, type Feedback } from '../../../components/list-states';
import { useConfirmation } from '../../../components/use-confirmation';
import { useAvailabilityWindowsQuery, useDeleteAvailabilityWindowMutation } from '../../availability';
import { describeWindowCount } from '../logic/describe-window';
import { describeOnboardingError, onboardingMessages } from '../logic/onboarding-messages';
import { StepHeader } from './step-header';
import { WindowForm } from './window-form';
import { WindowList } from './window-list';

/** Step 2: the windows added so far, the add form behind "+ Add Availability Window", Delete. */
export function AvailabilityStep({ headingId }: { headingId: string }) {
  const windows = useAvailabilityWindowsQuery();
  const remove = useDeleteAvailabilityWindowMutation();
  const [isFormOpen, setFormOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const confirmation = useConfirmation<AvailabilityWindow>();
  const addButtonRef = useRef<HTMLButtonElement>(null);

  function closeForm() {
    setFormOpen(false);
    // The form is gone: the button that opens it again takes the focus.
    requestAnimationFrame(() => addButtonRef.current?.focus());
  }

  function handleAdded() {
    setFeedback({ tone: 'success', text: onboardingMessages.windowAdded });
    closeForm();
  }

  function askToDelete(availabilityWindow: AvailabilityWindow) {
    setFeedback(null);
    confirmation.ask(availabilityWindow);
  }

  function handleConfirmDelete() {
    const toDelete = confirmation.target;
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        // Its Delete button is gone with it: the focus goes to the add button instead.
        confirmation.finish();
        setFeedback({ tone: 'success', text: onboardingMessages.windowDeleted });
        requestAnimationFrame(() => addButtonRef.current?.focus());
      },
      onError: (error) => {
        confirmation.close();
        setFeedback({ tone: 'error', text: describeOnboardingError(error, onboardingMessages.deleteWindowFailed) });
      },
    });
  }

  const count = windows.data?.length ?? 0;

  return (
    <Stack gap="md">
      <StepHeader
        id={headingId}
        title="Add Availability Windows"
        description="When are you usually free to hang out? Add at least one window to continue."
      />
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      {windows.isPending ? (
        <ListSkeleton label="Loading availability windows" rows={1} rowHeight={64} gap="xs" />
      ) : windows.isError ? (
        <LoadError
          message={onboardingMessages.windowsFailed}
          onRetry={() => void windows.refetch()}
          isRetrying={windows.isFetching}
        />
      ) : count === 0 ? (
        <EmptyText>No availability windows yet.</EmptyText>
      ) : (
        <WindowList windows={windows.data} onDelete={askToDelete} isDeleting={remove.isPending} />
      )}
      <Text fw={600} size="sm" aria-live="polite">
        {describeWindowCount(count)}
      </Text>
      {isFormOpen ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <WindowForm onCancel={closeForm} onAdded={handleAdded} />
        </Paper>
      ) : (
        <Button
          ref={addButtonRef}
          variant="light"
          onClick={() => setFormOpen(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          + Add Availability Window
        </Button>
      )}
      <ConfirmDialog
        {...confirmation.dialogProps}
        title={`Delete ${confirmation.target?.window_name ?? ''}?`}
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onConfirm={handleConfirmDelete}
      >
        This window will no longer count as free time.
      </ConfirmDialog>
    </Stack>
  );
}
