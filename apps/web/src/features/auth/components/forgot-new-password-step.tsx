import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { messages } from '@hangtime/core/validation/messages';

type ForgotNewPasswordStepProps = {
  isSubmitting: boolean;
  isDone: boolean;
  onSubmit: (newPassword: string) => void;
  onStartOver: () => void;
};

type Errors = { password?: string; confirmation?: string };

export function validateNewPassword(password: string, confirmation: string): Errors {
  const errors: Errors = {};
  if (!password) errors.password = messages.passwordRequired;
  else if (password.length < 8) errors.password = messages.passwordTooShort;
  else if (password.length > 128) errors.password = messages.passwordTooLong;
  if (!confirmation) errors.confirmation = messages.confirmPasswordRequired;
  else if (confirmation !== password) errors.confirmation = messages.passwordsDoNotMatch;
  return errors;
}

export function ForgotNewPasswordStep(props: ForgotNewPasswordStepProps) {
  const { isSubmitting, isDone, onSubmit, onStartOver } = props;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextErrors = validateNewPassword(password, confirmation);
    setErrors(nextErrors);
    if (!nextErrors.password && !nextErrors.confirmation) onSubmit(password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="New Password"
          description="At least 8 characters"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
          required
        />
        <Button type="submit" fullWidth loading={isSubmitting} disabled={isDone}>
          Reset Password
        </Button>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={onStartOver} disabled={isDone}>
          Start Over
        </Button>
      </Stack>
    </form>
  );
}
