// How a participant's answer looks (accounts-and-shell §4): pending warning, tentative info,
// accepted success, declined danger, in the theme's colours for those roles.
import type { ParticipantStatus } from '@hangtime/core/events/schemas';

export const participantStatusBadge: Record<ParticipantStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow' },
  tentative: { label: 'Tentative', color: 'blue' },
  accepted: { label: 'Accepted', color: 'green' },
  declined: { label: 'Declined', color: 'red' },
};
