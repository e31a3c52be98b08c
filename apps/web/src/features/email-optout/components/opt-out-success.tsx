import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { FormCard } from '../../../components/form-card';
import { CheckCircleIcon } from '../../../components/icons';
import { RouterButton } from '../../../components/router-links';
import { paths } from '../../../lib/paths';

export function OptOutSuccess({ email }: { email: string }) {
  return (
    <FormCard title="You've been opted out">
      <Stack gap="sm" align="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <CheckCircleIcon size={32} />
        </ThemeIcon>
        <Text ta="center">
          <strong>{email}</strong> is opted out of Hangtime emails.
        </Text>
      </Stack>
      <Text fw={600} size="sm">
        What this means:
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>No more event invitations by email.</List.Item>
        <List.Item>No more promotional emails.</List.Item>
        <List.Item>No more system notifications by email.</List.Item>
        <List.Item>You can still use Hangtime; everything keeps showing up in the app.</List.Item>
        <List.Item>Emails you ask for, like verification and password reset codes, still reach you.</List.Item>
      </List>
      <RouterButton to={paths.home} fullWidth>
        Return to Hangtime
      </RouterButton>
    </FormCard>
  );
}
