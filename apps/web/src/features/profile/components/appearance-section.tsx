import { Paper, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { colorSchemeChoices, parseColorSchemeChoice } from '../../../lib/color-scheme';

/**
 * Light or dark (behaviour.md, issue 26): System follows the device, Light and Dark hold whatever
 * the device says. Kept on this device and applied at once, so there is nothing to load or save.
 */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Paper component="section" aria-labelledby="appearance-heading" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="appearance-heading">
          Appearance
        </Title>
        <SegmentedChoice
          data={colorSchemeChoices}
          value={colorScheme}
          onChange={(value) => setColorScheme(parseColorSchemeChoice(value))}
          aria-labelledby="appearance-heading"
          aria-describedby="appearance-description"
        />
        <Text size="sm" c="dimmed" id="appearance-description">
          System follows your device&apos;s light or dark setting. The choice is kept on this device.
        </Text>
      </Stack>
    </Paper>
  );
}
