import { memo } from 'react';
import { Tooltip, UnstyledButton } from '@mantine/core';
import './free-together.css';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { revealToAssistiveTech } from '../../../components/reveal-to-assistive-tech';
import { formatClockTime, formatRelativeDay } from '../../../lib/datetime';
import { describeFreeFriends, labelFreeCount, type FreeBand } from '../logic/free-together-inputs';

type FreeTogetherBandProps = { band: FreeBand; onOpen: (slot: TimeSlotView) => void };

/**
 * A free-together band's handle: the whole band is one button (a click or Enter plans a hangout
 * in the slot it opens), labelled "2 free", naming the friends on hover and on keyboard focus. A
 * stretch that no slot of an hour overlaps is still focusable, to name its friends, but opens nothing.
 * Memoised: the grid draws its background events again whenever its events change, and a band
 * (its Tooltip, three date formats) is the same while the overlay's answer is.
 */
export const FreeTogetherBand = memo(function FreeTogetherBand({ band, onOpen }: FreeTogetherBandProps) {
  const { stretch, slot } = band;
  const friends = describeFreeFriends(stretch);
  const count = labelFreeCount(stretch);
  const when = `${formatRelativeDay(stretch.start_time)}, ${formatClockTime(stretch.start_time)} – ${formatClockTime(stretch.end_time)}`;
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
        // The visible count ends the name too (WCAG 2.5.3, label in name), after what a press does.
        aria-label={
          slot
            ? `Plan a hangout ${when}. ${friends}. ${count}`
            : `${when}. ${friends}. ${count}. Too short to plan a hangout.`
        }
        aria-disabled={slot ? undefined : true}
        onClick={slot ? () => onOpen(slot) : undefined}
      >
        <span className="hangtime-free-band-label" aria-hidden="true">
          {count}
        </span>
      </UnstyledButton>
    </Tooltip>
  );
});
