import { Group, Stack, Text } from '@mantine/core';
import type { Rating } from '@hangtime/core/preferences/schemas';
import { RatingButtons } from './rating-buttons';

type PreferenceRowProps = {
  name: string;
  /** A second line, e.g. the activity's category. */
  detail?: string;
  rating: Rating;
  onRate: (rating: Rating) => void;
  /** Why the last change of this row was put back; shown under it. */
  error?: string | null;
};

/** One activity as a list item: its name on the left, Like / Unsure / Dislike on the right. */
export function PreferenceRow({ name, detail, rating, onRate, error }: PreferenceRowProps) {
  return (
    <Stack component="li" gap={4} py="xs" style={{ borderTop: '1px solid var(--ht-color-divider)' }}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ flex: '1 1 9rem', minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={500}>{name}</Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </Stack>
        <RatingButtons name={name} value={rating} onChange={onRate} />
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
