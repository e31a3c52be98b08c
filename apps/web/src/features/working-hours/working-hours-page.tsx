import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { FeedbackAlert, type Feedback } from '../../components/list-states';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { EntryFormModal, type EntryEditor } from './components/entry-form-modal';
import { EntryList } from './components/entry-list';
import { getTodayIsoDate } from '../../lib/datetime';
import { nextDateOfEntry } from './logic/instance-form';
import { useEditRequestFromUrl } from './logic/use-edit-request-from-url';
import { describeWorkingHoursError, workingHoursScreenMessages } from './logic/working-hours-messages';

/**
 * /working-hours (spec §2): the hours you're busy, with add, edit and delete; ?edit={id} opens one,
 * with update_instance=true&instance_date= only that date of it.
 */
export function WorkingHoursPage() {
  const [editor, setEditor] = useState<EntryEditor | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  function openEditor(next: EntryEditor) {
    setFeedback(null);
    setEditor(next);
  }

  useEditRequestFromUrl({
    // One date only of a weekly entry; a one-time entry has no other dates, so it opens whole.
    onOpen: (entry, request) =>
      openEditor(
        request.scope === 'instance' && entry.is_recurring
          ? { kind: 'instance', entry, instanceDate: request.instanceDate ?? nextDateOfEntry(entry, getTodayIsoDate()) }
          : { kind: 'edit', entry },
      ),
    onFailed: (error) =>
      setFeedback({ tone: 'error', text: describeWorkingHoursError(error, workingHoursScreenMessages.openFailed) }),
  });

  function handleSaved(message: string) {
    setEditor(null);
    setFeedback({ tone: 'success', text: message });
  }

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeader title="Working hours" description="The hours you're busy every week, kept out of your free time." />
        <Button ref={addButtonRef} onClick={() => openEditor({ kind: 'create' })} mb="lg">
          Add Working Hours
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} mb="md" />
      <EntryList
        onAdd={() => openEditor({ kind: 'create' })}
        onEdit={(entry) => openEditor({ kind: 'edit', entry })}
        onFeedback={setFeedback}
        onDeleted={() => addButtonRef.current?.focus()}
      />
      <EntryFormModal editor={editor} onClose={() => setEditor(null)} onSaved={handleSaved} />
    </PageContainer>
  );
}
