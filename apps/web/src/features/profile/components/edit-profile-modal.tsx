import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@hangtime/core/auth/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useUpdateProfileMutation } from '../api/update-profile';
import { resolveProfileFailure } from '../logic/profile-failure';
import { buildProfileBody, toProfileFormValues, validateProfile, type ProfileFormValues } from '../logic/profile-form';
import { EditProfileFields } from './edit-profile-fields';

type EditProfileModalProps = {
  opened: boolean;
  user: User;
  onClose: () => void;
  /** With the user as saved and the email it had before, to tell of a new verification code. */
  onSaved: (user: User, previousEmail: string) => void;
};

export function EditProfileModal({ opened, user, onClose, onSaved }: EditProfileModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Profile"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open: every opening starts from the saved details. */}
      <EditProfileForm user={user} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function EditProfileForm({ user, onClose, onSaved }: Omit<EditProfileModalProps, 'opened'>) {
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toProfileFormValues(user),
  });
  const save = useUpdateProfileMutation();
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.getValues();
    const errors = validateProfile(values);
    form.setErrors(errors);
    setError(null);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalid();
      return;
    }
    save.mutate(buildProfileBody(values), {
      onSuccess: (saved) => {
        onSaved(saved, user.email);
        onClose();
      },
      onError: (failure) => {
        const { message, fields } = resolveProfileFailure(failure);
        setError(message);
        form.setErrors(fields);
        focusFirstInvalid();
      },
    });
  }

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <EditProfileFields form={form} savedTimeZone={user.timezone} disabled={save.isPending} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
