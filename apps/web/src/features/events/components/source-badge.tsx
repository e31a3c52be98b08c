import { Badge } from '@mantine/core';

const sourceLabels: Record<string, { label: string; color: string }> = {
  manual: { label: 'Manual', color: 'gray' },
  automated: { label: 'Hangtime Now!', color: 'grape' },
  assisted: { label: 'Hangtime', color: 'indigo' },
  suggested: { label: 'Suggested', color: 'teal' },
};

/** How the event came about: made by hand, or by one of the planning helpers. */
export function SourceBadge({ source }: { source: string }) {
  const { label, color } = sourceLabels[source] ?? { label: source, color: 'gray' };
  return (
    <Badge color={color} variant="light" size="sm">
      {label}
    </Badge>
  );
}
