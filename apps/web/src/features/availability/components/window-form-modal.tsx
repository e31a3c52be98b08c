import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WindowEditor } from '../logic/window-editor';
import { WindowInstanceForm } from './window-instance-form';
import { WindowSeriesForm } from './window-series-form';

type WindowFormModalProps = {
  /** What to edit; null keeps the modal closed. */
  editor: WindowEditor | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const titles: Record<WindowEditor['kind'], string> = {
  create: 'Add Availability Window',
  series: 'Edit Availability Window',
  instance: 'Change One Date',
};

/** Adding a window, editing it whole, or changing one date of its series. */
export function WindowFormModal({ editor, onClose, onSaved }: WindowFormModalProps) {
  // On a phone the long form gets the whole screen rather than a box inside it.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={editor !== null}
      onClose={onClose}
      title={editor ? titles[editor.kind] : ''}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening: every editor starts from fresh values. */}
      {editor?.kind === 'instance' && (
        <WindowInstanceForm
          key={`${editor.window.id}:${editor.instanceDate}`}
          availabilityWindow={editor.window}
          initialDate={editor.instanceDate}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
      {editor?.kind === 'series' && (
        <WindowSeriesForm
          key={editor.window.id}
          availabilityWindow={editor.window}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
      {editor?.kind === 'create' && <WindowSeriesForm key="new" onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}
