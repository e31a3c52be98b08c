import { Paper, Text, Title } from '@mantine/core';

/** The Activity Preferences tab; a later piece of work fills it with the categories to rate. */
export function PreferencesTab() {
  return (
    <Paper component="section" aria-labelledby="preferences-heading" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h3" id="preferences-heading">
        Activity Preferences
      </Title>
      <Text c="dimmed" mt={4}>
        Activity preferences arrive soon: you will rate activities you like, are unsure about or
        dislike, so plans suit everyone.
      </Text>
    </Paper>
  );
}
