import { Badge } from '@mantine/core';
import type { ParticipantStatus } from '@hangtime/core/events/schemas';
import { participantStatusBadge } from '../logic/participant-status';

export function StatusBadge({ status }: { status: ParticipantStatus }) {
  const { label, color } = participantStatusBadge[status];
  return (
    // Never squeezed by a long name beside it.
    <Badge color={color} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
