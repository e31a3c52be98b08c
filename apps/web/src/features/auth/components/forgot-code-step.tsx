import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { CodeInput, isCompleteCode } from './code-input';

type ForgotCodeStepProps = {
  email: string;
  isSubmitting: boolean;
  onSubmit: (code: string) => void;
  onStartOver: () => void;
};

export function ForgotCodeStep({ email, isSubmitting, onSubmit, onStartOver }: ForgotCodeStepProps) {
  const [code, setCode] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isCompleteCode(code)) onSubmit(code);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Enter the 6-digit code sent to <strong>{email}</strong>. It expires after 15 minutes.
        </Text>
        <CodeInput label="Reset Code" value={code} onChange={setCode} />
        <Button type="submit" fullWidth disabled={!isCompleteCode(code)} loading={isSubmitting}>
          Verify Code
        </Button>
        <Group justify="space-between" gap="xs">
          {/* A new code starts from the email step, where the address can also be corrected. */}
          <Button variant="subtle" size="compact-sm" onClick={onStartOver}>
            Resend Code
          </Button>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onStartOver}>
            Start Over
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
