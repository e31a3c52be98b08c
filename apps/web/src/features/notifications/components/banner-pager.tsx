import { ActionIcon, Group, Text } from '@mantine/core';

type BannerPagerProps = { index: number; count: number; onShow: (index: number) => void };

/** "1 of 3" with previous and next, for the one reminder card the setup reminders show. */
export function BannerPager({ index, count, onShow }: BannerPagerProps) {
  return (
    <Group justify="flex-end" gap={4} mt={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Previous reminder"
        disabled={index === 0}
        onClick={() => onShow(index - 1)}
      >
        ‹
      </ActionIcon>
      <Text size="xs" c="dimmed" aria-live="polite">
        {index + 1} of {count}
      </Text>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Next reminder"
        disabled={index === count - 1}
        onClick={() => onShow(index + 1)}
      >
        ›
      </ActionIcon>
    </Group>
  );
}
