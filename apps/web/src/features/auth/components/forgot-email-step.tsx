import { useState, type FormEvent } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { isSimpleEmail } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';

type ForgotEmailStepProps = {
  initialEmail: string;
  isSubmitting: boolean;
  onSubmit: (email: string) => void;
};

export function ForgotEmailStep({ initialEmail, isSubmitting, onSubmit }: ForgotEmailStepProps) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = !email.trim() ? messages.emailRequired : isSimpleEmail(email) ? undefined : messages.emailInvalid;
    setError(problem);
    if (!problem) onSubmit(email.trim());
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email"
          description="We'll send a 6-digit reset code to this address."
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          required
        />
        <Button type="submit" fullWidth loading={isSubmitting}>
          Send Reset Code
        </Button>
      </Stack>
    </form>
  );
}
