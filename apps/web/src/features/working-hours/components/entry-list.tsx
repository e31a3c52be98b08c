import { Button, EmptyState } from '@mantine/core';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CalendarIcon } from '../../../components/icons';
import { ListSkeleton, LoadError, PlainList, type Feedback } from '../../../components/list-states';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useDeleteWorkingHoursMutation } from '../api/delete-working-hours';
import { useWorkingHoursQuery } from '../api/get-working-hours';
import { describeEntryDay, sortEntries } from '../logic/entry-schedule';
import { describeWorkingHoursError, workingHoursScreenMessages } from '../logic/working-hours-messages';
import { EntryRow } from './entry-row';

type EntryListProps = {
  onAdd: () => void;
  onEdit: (entry: WorkingHoursEntry) => void;
  onFeedback: (feedback: Feedback) => void;
  /** Where the focus goes once a deleted entry's buttons are gone. */
  onDeleted: () => void;
};

/** The person's working hours in week order, each with Edit and Delete (asks first). */
export function EntryList({ onAdd, onEdit, onFeedback, onDeleted }: EntryListProps) {
  const entries = useWorkingHoursQuery();
  const remove = useDeleteWorkingHoursMutation();
  const deletion = useConfirmedDelete<WorkingHoursEntry>({
    remove,
    onFeedback,
    onDeleted,
    deletedText: workingHoursScreenMessages.deleted,
    describeFailure: (error) => describeWorkingHoursError(error, workingHoursScreenMessages.deleteFailed),
  });
  const toDelete = deletion.confirmation.target;

  return (
    <>
      {entries.isPending ? (
        <ListSkeleton label="Loading working hours" rows={3} rowHeight={72} />
      ) : entries.isError ? (
        <LoadError
          message={workingHoursScreenMessages.fetchFailed}
          onRetry={() => void entries.refetch()}
          isRetrying={entries.isFetching}
        />
      ) : entries.data.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon size={28} />}
          withIndicatorBackground
          title="No working hours yet"
          description="Add the hours you work each week, so plans are never suggested while you're busy."
        >
          <Button onClick={onAdd}>Add Your Working Hours</Button>
        </EmptyState>
      ) : (
        <PlainList label="Working hours">
          {sortEntries(entries.data).map((entry) => (
            <EntryRow
              key={entry.id}
              entry={entry}
              onEdit={onEdit}
              onDelete={deletion.ask}
              isDeleteDisabled={remove.isPending}
            />
          ))}
        </PlainList>
      )}
      <ConfirmDialog
        {...deletion.confirmation.dialogProps}
        title={toDelete ? `Delete ${toDelete.block_name} (${describeEntryDay(toDelete)})?` : 'Delete working hours?'}
        confirmLabel="Delete"
        isConfirming={remove.isPending}
        onConfirm={deletion.confirm}
      >
        These hours will count as free time again.
      </ConfirmDialog>
    </>
  );
}
