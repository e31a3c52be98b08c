import { useState, type FormEvent, type Ref } from 'react';
import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { optOutReasons } from '@hangtime/core/email-optout/schemas';
import { isSimpleEmail } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';
import { RouterButton } from '../../../components/router-links';
import { paths } from '../../../lib/paths';

export type OptOutReason = (typeof optOutReasons)[number];

const reasonLabels: Record<OptOutReason, string> = {
  too_many_emails: 'I get too many emails',
  not_relevant: "The emails aren't relevant to me",
  privacy_concerns: 'Privacy concerns',
  no_longer_using: "I don't use Hangtime anymore",
  other: 'Other',
};

const reasonOptions = [
  { value: '', label: 'Choose a reason (optional)' },
  ...optOutReasons.map((reason) => ({ value: reason, label: reasonLabels[reason] })),
];

export function validateOptOutEmail(email: string): string | undefined {
  if (!email.trim()) return messages.optOutEmailRequired;
  return isSimpleEmail(email) ? undefined : messages.emailInvalid;
}

type OptOutFormProps = {
  email: string;
  reason: string;
  isLocked: boolean;
  onChange: (values: { email: string; reason: string }) => void;
  onRequestOptOut: () => void;
  /** Lets the page give focus back to Opt Out when the confirmation is cancelled. */
  optOutButtonRef?: Ref<HTMLButtonElement>;
};

export function OptOutForm(props: OptOutFormProps) {
  const { email, reason, isLocked, onChange, onRequestOptOut, optOutButtonRef } = props;
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateOptOutEmail(email);
    setError(problem);
    if (!problem) onRequestOptOut();
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => onChange({ email: event.currentTarget.value, reason })}
          error={error}
          readOnly={isLocked}
          required
        />
        <NativeSelect
          label="Reason"
          description="Optional. It helps us send better emails."
          data={reasonOptions}
          value={reason}
          onChange={(event) => onChange({ email, reason: event.currentTarget.value })}
          disabled={isLocked}
        />
        {!isLocked && (
          <Group justify="flex-end" gap="sm" mt="xs">
            <RouterButton to={paths.home} variant="default">
              Cancel
            </RouterButton>
            <Button type="submit" color="red.9" ref={optOutButtonRef}>
              Opt Out
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
