import { Button, EmptyState } from '@mantine/core';
import type { AvailabilityWindow } from '@hangtime/core/availability/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CalendarIcon } from '../../../components/icons';
import { ListSkeleton, LoadError, PlainList, type Feedback } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useDeleteAvailabilityWindowMutation } from '../api/delete-availability-window';
import { useAvailabilityWindowsQuery } from '../api/get-availability-windows';
import { availabilityWindowsMessages, describeAvailabilityError } from '../logic/availability-messages';
import { WindowRow } from './window-row';

type WindowListProps = {
  onAdd: () => void;
  onEdit: (availabilityWindow: AvailabilityWindow) => void;
  onFeedback: (feedback: Feedback) => void;
  /** Where the focus goes once a deleted window's buttons are gone. */
  onDeleted: () => void;
};

/** The person's windows, each with Edit and Delete (asks first); loading, empty and error states. */
export function WindowList({ onAdd, onEdit, onFeedback, onDeleted }: WindowListProps) {
  const windows = useAvailabilityWindowsQuery();
  const remove = useDeleteAvailabilityWindowMutation();
  const deletion = useConfirmedDelete<AvailabilityWindow>({
    remove,
    onFeedback,
    onDeleted,
    deletedText: availabilityWindowsMessages.deleted,
    describeFailure: (error) => describeAvailabilityError(error, availabilityWindowsMessages.deleteFailed),
  });
  const toDelete = deletion.confirmation.target;

  const deleteName = toDelete?.window_name ?? '';

  return (
    <>
      {windows.isPending ? (
        <ListSkeleton label="Loading availability windows" rows={3} rowHeight={88} />
      ) : windows.isError ? (
        <LoadError
          message={availabilityWindowsMessages.fetchFailed}
          onRetry={() => void windows.refetch()}
          isRetrying={windows.isFetching}
        />
      ) : windows.data.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon size={28} />}
          withIndicatorBackground
          title="No availability windows yet"
          description="Add the times you're usually free to hang out, like weekday evenings or Sunday afternoons, so friends can find a time with you."
        >
          <Button onClick={onAdd}>Add Your First Window</Button>
        </EmptyState>
      ) : (
        <PlainList label="Availability windows">
          {windows.data.map((availabilityWindow) => (
            <WindowRow
              key={availabilityWindow.id}
              availabilityWindow={availabilityWindow}
              onEdit={onEdit}
              onDelete={deletion.ask}
              isDeleteDisabled={remove.isPending}
            />
          ))}
        </PlainList>
      )}
      <ConfirmDialog
        {...deletion.confirmation.dialogProps}
        title={`Delete ${deleteName}?`}
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onConfirm={deletion.confirm}
      >
        Every date of this window is removed, and friends will no longer be matched with you at these times.
      </ConfirmDialog>
    </>
  );
}
