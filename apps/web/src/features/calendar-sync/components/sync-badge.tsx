import { Badge, Loader } from '@mantine/core';
import type { SyncBadgeState } from './use-sync-badge';

const looks = {
  syncing: { color: 'blue', text: 'Syncing…' },
  success: { color: 'green', text: 'Synced' },
  error: { color: 'red', text: 'Sync failed' },
} as const;

/**
 * The sync's state in a word. Its live region is always in the page, so a screen reader hears
 * each change; the reason of a failure stays in the section's alert after the badge clears.
 */
export function SyncBadge({ state }: { state: SyncBadgeState }) {
  const look = state === 'idle' ? null : looks[state];
  return (
    <span role="status" aria-live="polite" data-sync-state={state}>
      {look && (
        <Badge
          color={look.color}
          variant="light"
          size="lg"
          leftSection={state === 'syncing' ? <Loader size={10} color="blue" aria-hidden /> : undefined}
        >
          {look.text}
        </Badge>
      )}
    </span>
  );
}
