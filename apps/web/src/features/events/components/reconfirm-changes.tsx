import { Alert, List, Text } from '@mantine/core';

type ReconfirmChangesProps = {
  /** The server's lines, written in the viewer's zone ("Moved from … to …", "Place: A → B"). */
  changes: readonly string[];
  /** One small line each, for a row of a list; otherwise a card headed "What changed". */
  compact?: boolean;
};

/** What the organizer changed since the viewer answered, so they know what they are reconfirming. */
export function ReconfirmChanges({ changes, compact = false }: ReconfirmChangesProps) {
  if (changes.length === 0) return null;
  if (compact) {
    return (
      <List size="xs" listStyleType="none" aria-label="What changed" style={{ overflowWrap: 'anywhere' }}>
        {changes.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    );
  }
  return (
    <Alert color="orange" variant="light" title="What changed" p="sm">
      <List size="sm" listStyleType="none" aria-label="What changed" style={{ overflowWrap: 'anywhere' }}>
        {changes.map((line) => (
          <List.Item key={line}>
            <Text span size="sm">
              {line}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
