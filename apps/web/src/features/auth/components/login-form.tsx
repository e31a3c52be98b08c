import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { messages } from '@hangtime/core/validation/messages';
import { PHONE_EXAMPLE } from '../../../lib/phone-example';
import { parseLoginIdentifier, type LoginIdentifier } from '../logic/login-identifier';

type LoginFormProps = {
  initialIdentifier?: string;
  isSubmitting: boolean;
  onSubmit: (identifier: LoginIdentifier, password: string) => void;
};

type FieldErrors = { identifier?: string; password?: string };

export function LoginForm({ initialIdentifier = '', isSubmitting, onSubmit }: LoginFormProps) {
  const [identifierInput, setIdentifierInput] = useState(initialIdentifier);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const identifier = parseLoginIdentifier(identifierInput);
    const nextErrors: FieldErrors = {
      identifier: identifier.ok ? undefined : identifier.error,
      password: password ? undefined : messages.passwordRequired,
    };
    setErrors(nextErrors);
    if (identifier.ok && password) onSubmit(identifier.identifier, password);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email or Phone Number"
          placeholder={`you@example.com or ${PHONE_EXAMPLE}`}
          autoComplete="username"
          value={identifierInput}
          onChange={(event) => setIdentifierInput(event.currentTarget.value)}
          error={errors.identifier}
          required
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          required
        />
        <Button type="submit" loading={isSubmitting} fullWidth mt="xs">
          Log In
        </Button>
      </Stack>
    </form>
  );
}
