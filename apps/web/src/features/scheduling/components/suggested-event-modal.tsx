import { memo } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { schedulingScreenMessages } from '../logic/scheduling-messages';
import { ServerSuggestion } from './server-suggestion';
import { SlotSuggestion } from './slot-suggestion';

/** What the modal suggests: a free-together band's slot (a draft here), or the weekly job's suggested event. */
export type SuggestionRequest = { kind: 'slot'; slot: TimeSlotView } | { kind: 'suggestion'; eventId: string };

export type SuggestedEventModalProps = {
  opened: boolean;
  /** Kept while the modal closes, so its content does not vanish mid-animation. */
  request: SuggestionRequest | null;
  onClose: () => void;
};

/**
 * The Suggested Event modal (spec §2): every field editable, the invited friends counted (and, in a
 * draft, chosen), Not now (a draft) or Reject (a server suggestion), or create.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const SuggestedEventModal = memo(function SuggestedEventModal({
  opened,
  request,
  onClose,
}: SuggestedEventModalProps) {
  // On a phone the long form gets the whole screen (as the availability window form does).
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={schedulingScreenMessages.suggestedTitle}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {/* Mounted per opening: every form starts from its suggestion's values. */}
      {opened && request?.kind === 'slot' && (
        <SlotSuggestion key={request.slot.start_time} slot={request.slot} onDone={onClose} />
      )}
      {opened && request?.kind === 'suggestion' && (
        <ServerSuggestion key={request.eventId} eventId={request.eventId} onDone={onClose} />
      )}
    </Modal>
  );
});
