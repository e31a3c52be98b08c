import { List, Paper, Text } from '@mantine/core';

/** What to try when the code does not arrive (spec §2). */
export function VerificationHelp({ email }: { email: string }) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--ht-color-subtle)">
      <Text fw={600} size="sm" mb={6}>
        Didn't get the code?
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Check your spam or junk folder.</List.Item>
        <List.Item>Make sure {email ? <strong>{email}</strong> : 'your email address'} is correct.</List.Item>
        <List.Item>Codes expire after 15 minutes, so request a new one if yours is older.</List.Item>
        <List.Item>Still stuck? Contact Hangtime support and we'll help you get in.</List.Item>
      </List>
    </Paper>
  );
}
