import { useEffect, useRef } from 'react';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';

type OptOutConfirmationProps = {
  email: string;
  isSubmitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The second look before opting out: what stops and what does not. */
export function OptOutConfirmation({ email, isSubmitting, onConfirm, onCancel }: OptOutConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The Opt Out button that opened the panel disappears; without this, keyboard and screen
  // reader users would be left on the page body. The heading, not "Yes", so Enter is not a slip.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-red-light)"
      role="region"
      aria-labelledby="optout-confirm"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="optout-confirm" ref={headingRef} tabIndex={-1}>
          Opt out of Hangtime emails?
        </Title>
        <Text size="sm">
          <strong>{email}</strong> will stop receiving:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Event invitations by email</List.Item>
          <List.Item>Promotional emails</List.Item>
          <List.Item>System notifications by email</List.Item>
        </List>
        <Text size="sm" c="dimmed">
          You can keep using Hangtime as usual: invitations and notifications still appear in the app.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={isSubmitting}>
            Yes, Opt Out
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
