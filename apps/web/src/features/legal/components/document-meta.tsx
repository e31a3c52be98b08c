import { Group, Text } from '@mantine/core';
import type { LegalDocument } from '@hangtime/core/legal/schemas';
import { formatLongDate } from '../../../lib/datetime';

export function DocumentMeta({ document }: { document: LegalDocument }) {
  return (
    <Group gap="lg" c="dimmed">
      <Text size="sm">Effective {formatLongDate(document.effective_date)}</Text>
      <Text size="sm">Version {document.version}</Text>
    </Group>
  );
}
