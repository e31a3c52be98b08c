import { Suspense, useEffect, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { availabilityMessages } from '@hangtime/core/availability/schemas';
import { FeedbackAlert, type Feedback } from '../../components/list-states';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { AVAILABILITY_HEADING } from './availability-heading';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { WindowList } from './components/window-list';
import { useEditRequestFromUrl } from './logic/use-edit-request-from-url';
import { useAvailabilityWindowsQuery } from './api/get-availability-windows';
import type { WindowEditor } from './logic/window-editor';

// The form (Mantine's pickers and fields, the locations' list, the checks) is not the first screen's:
// it loads once the list has drawn and the browser is idle, or at once when a window is opened first.
const WindowFormModal = preloadableLazy(async () => (await import('./components/window-form-modal')).WindowFormModal);

/** /availability-windows (spec §2): the times you're free, with add, edit and delete. */
export function AvailabilityWindowsPage() {
  const windows = useAvailabilityWindowsQuery();
  const [editor, setEditor] = useState<WindowEditor | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // Once mounted, the form's dialog stays, so it closes with its transition.
  const [isFormMounted, setFormMounted] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        WindowFormModal.preload().then(
          () => setFormMounted(true),
          () => undefined,
        );
      }),
    [],
  );

  function openEditor(next: WindowEditor) {
    setFeedback(null);
    setFormMounted(true);
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
        <PageHeader title={AVAILABILITY_HEADING.title} description={AVAILABILITY_HEADING.description} />
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
      {isFormMounted && (
        <Suspense fallback={null}>
          <WindowFormModal editor={editor} onClose={() => setEditor(null)} onSaved={handleSaved} />
        </Suspense>
      )}
    </PageContainer>
  );
}
