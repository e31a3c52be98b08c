import { useRef, useState } from 'react';
import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';
import { useAvailabilityWindowsQuery, useDeleteAvailabilityWindowMutation } from '../../availability';
import { describeWindowCount } from '../logic/describe-window';
import { describeOnboardingError, onboardingMessages } from '../logic/onboarding-messages';
import { LoadError } from './load-error';
import { StepHeader } from './step-header';
import { WindowForm } from './window-form';
import { WindowList } from './window-list';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** Step 2: the windows added so far, the add form behind "+ Add Availability Window", Delete. */
export function AvailabilityStep({ headingId }: { headingId: string }) {
  const windows = useAvailabilityWindowsQuery();
  const remove = useDeleteAvailabilityWindowMutation();
  const [isFormOpen, setFormOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [toDelete, setToDelete] = useState<AvailabilityWindow | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isDeleted, setDeleted] = useState(false);
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
    setDeleted(false);
    setToDelete(availabilityWindow);
    setConfirmOpen(true);
  }

  function handleConfirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        // Its Delete button is gone with it: the focus goes to the add button instead.
        setDeleted(true);
        setFeedback({ tone: 'success', text: onboardingMessages.windowDeleted });
        requestAnimationFrame(() => addButtonRef.current?.focus());
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: describeOnboardingError(error, onboardingMessages.deleteWindowFailed) }),
      onSettled: () => setConfirmOpen(false),
    });
  }

  const count = windows.data?.length ?? 0;
  const FeedbackPanel = feedback?.tone === 'error' ? ErrorAlert : SuccessAlert;

  return (
    <Stack gap="md">
      <StepHeader
        id={headingId}
        title="Add Availability Windows"
        description="When are you usually free to hang out? Add at least one window to continue."
      />
      {feedback && (
        <FeedbackPanel withCloseButton onClose={() => setFeedback(null)} closeButtonLabel="Dismiss message">
          {feedback.text}
        </FeedbackPanel>
      )}
      {windows.isPending ? (
        <Stack gap="xs" role="status" aria-label="Loading availability windows" aria-busy>
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : windows.isError ? (
        <LoadError message={onboardingMessages.windowsFailed} onRetry={() => void windows.refetch()} isRetrying={windows.isFetching} />
      ) : count === 0 ? (
        <Text size="sm" c="dimmed">
          No availability windows yet.
        </Text>
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
        <Button ref={addButtonRef} variant="light" onClick={() => setFormOpen(true)} style={{ alignSelf: 'flex-start' }}>
          + Add Availability Window
        </Button>
      )}
      <ConfirmDialog
        opened={isConfirmOpen}
        title={`Delete ${toDelete?.window_name ?? ''}?`}
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onConfirm={handleConfirmDelete}
        onCancel={() => setConfirmOpen(false)}
        returnFocus={!isDeleted}
      >
        This window will no longer count as free time.
      </ConfirmDialog>
    </Stack>
  );
}
