import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { getTodayIsoDate } from '../../../lib/datetime';
import { useCreateWorkingHoursMutation } from '../api/create-working-hours';
import { useUpdateWorkingHoursMutation } from '../api/update-working-hours';
import {
  createNewEntryValues,
  toEntryBody,
  toEntryFormValues,
  validateEntryForm,
  type EntryFormValues,
} from '../logic/entry-form';
import {
  describeWorkingHoursError,
  readFieldErrors,
  workingHoursScreenMessages,
} from '../logic/working-hours-messages';
import { EntryFields } from './entry-fields';
import { EntryInstanceForm } from './entry-instance-form';

/** What the modal edits: a new entry, an existing one, or one date of a weekly one. */
export type EntryEditor =
  | { kind: 'create' }
  | { kind: 'edit'; entry: WorkingHoursEntry }
  | { kind: 'instance'; entry: WorkingHoursEntry; instanceDate: string };

const titles: Record<EntryEditor['kind'], string> = {
  create: 'Add Working Hours',
  edit: 'Edit Working Hours',
  instance: 'Change One Date',
};

type EntryFormModalProps = { editor: EntryEditor | null; onClose: () => void; onSaved: (message: string) => void };

export function EntryFormModal({ editor, onClose, onSaved }: EntryFormModalProps) {
  return (
    <Modal
      opened={editor !== null}
      onClose={onClose}
      title={titles[editor?.kind ?? 'create']}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted per opening: every editor starts from fresh values. */}
      {editor?.kind === 'instance' && (
        <EntryInstanceForm
          key={`${editor.entry.id}:${editor.instanceDate}`}
          entry={editor.entry}
          initialDate={editor.instanceDate}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
      {editor && editor.kind !== 'instance' && (
        <EntryForm
          key={editor.kind === 'edit' ? editor.entry.id : 'new'}
          entry={editor.kind === 'edit' ? editor.entry : undefined}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

type EntryFormProps = { entry?: WorkingHoursEntry; onCancel: () => void; onSaved: (message: string) => void };

function EntryForm({ entry, onCancel, onSaved }: EntryFormProps) {
  const [initialValues] = useState(() =>
    entry ? toEntryFormValues(entry, getTodayIsoDate()) : createNewEntryValues(getTodayIsoDate()),
  );
  const form = useForm<EntryFormValues>({ mode: 'controlled', initialValues });
  const create = useCreateWorkingHoursMutation();
  const update = useUpdateWorkingHoursMutation();
  const isSaving = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  function focusFirstInvalidField() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    const values = form.getValues();
    const errors = validateEntryForm(values);
    setError(null);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalidField();
      return;
    }
    const callbacks = {
      onSuccess: () => onSaved(workingHoursScreenMessages.saved),
      onError: (failure: unknown) => {
        setError(describeWorkingHoursError(failure, workingHoursScreenMessages.saveFailed));
        form.setErrors(readFieldErrors(failure));
        focusFirstInvalidField();
      },
    };
    const body = toEntryBody(values);
    if (entry) update.mutate({ id: entry.id, body }, callbacks);
    else create.mutate(body, callbacks);
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <EntryFields form={form} disabled={isSaving} hasChosenDay={entry?.is_recurring === true} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {entry ? 'Save Changes' : 'Add Working Hours'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
