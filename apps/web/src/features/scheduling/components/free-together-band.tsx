import { Tooltip, UnstyledButton } from '@mantine/core';
import './free-together.css';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';
import { formatClockTime, formatRelativeDay } from '../../../lib/datetime';
import { describeFreeFriends, labelFreeCount } from '../logic/free-together-inputs';

type FreeTogetherBandProps = { slot: TimeSlotView; onOpen: (slot: TimeSlotView) => void };

/**
 * A free-together band's handle: the whole band is one button (a click or Enter plans a hangout
 * in it), labelled "2 free", naming the friends on hover and on keyboard focus.
 */
export function FreeTogetherBand({ slot, onOpen }: FreeTogetherBandProps) {
  const friends = describeFreeFriends(slot);
  const when = `${formatRelativeDay(slot.start_time)}, ${formatClockTime(slot.start_time)} – ${formatClockTime(slot.end_time)}`;
  return (
    <Tooltip
      label={friends}
      events={{ hover: true, focus: true, touch: false }}
      withArrow
      multiline
      maw={260}
      position="top-end"
    >
      <UnstyledButton
        ref={revealToAssistiveTech}
        className="hangtime-free-band"
        aria-label={`Plan a hangout ${when}. ${friends}`}
        onClick={() => onOpen(slot)}
      >
        <span className="hangtime-free-band-label" aria-hidden="true">
          {labelFreeCount(slot)}
        </span>
      </UnstyledButton>
    </Tooltip>
  );
}
