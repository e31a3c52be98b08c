import { useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { FeedbackAlert, type Feedback } from '../../components/list-states';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { WindowFormModal } from './components/window-form-modal';
import { WindowList } from './components/window-list';
import { useEditRequestFromUrl } from './logic/use-edit-request-from-url';
import { useAvailabilityWindowsQuery } from './api/get-availability-windows';
import type { WindowEditor } from './logic/window-editor';

/** /availability-windows (spec §2): the times you're free, with add, edit and delete. */
export function AvailabilityWindowsPage() {
  const windows = useAvailabilityWindowsQuery();
  const [editor, setEditor] = useState<WindowEditor | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);

  function openEditor(next: WindowEditor) {
    setFeedback(null);
    setEditor(next);
  }

  useEditRequestFromUrl(windows.data, {
    onOpen: openEditor,
    onMissing: () => setFeedback({ tone: 'error', text: availabilityMessages.windowNotFound }),
  });

  function handleSaved(message: string) {
    setEditor(null);
    setFeedback({ tone: 'success', text: message });
  }

  return (
    <PageContainer>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <PageHeader
          title="Availability"
          description="The times you're usually free to hang out, so friends can find you."
        />
        <Button ref={addButtonRef} onClick={() => openEditor({ kind: 'create' })} mb="lg">
          Add Availability Window
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} mb="md" />
      <WindowList
        onAdd={() => openEditor({ kind: 'create' })}
        onEdit={(availabilityWindow) => openEditor({ kind: 'series', window: availabilityWindow })}
        onFeedback={setFeedback}
        onDeleted={() => addButtonRef.current?.focus()}
      />
      <WindowFormModal editor={editor} onClose={() => setEditor(null)} onSaved={handleSaved} />
    </PageContainer>
  );
}
