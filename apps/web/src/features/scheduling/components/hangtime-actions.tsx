import { useRef } from 'react';
import type { EventView } from '@hangtime/core/events/schemas';
import { SparklesIcon } from '../../../components/icons';
import { useOnboardingProgress } from '../../onboarding-progress';
import { describeMissingGoals } from '../logic/missing-goals';
import { HANGTIME, HANGTIME_NOW, schedulingScreenMessages } from '../logic/scheduling-messages';
import { useHangtimeNow } from '../use-hangtime-now';
import { GoalGatedButton } from './goal-gated-button';
import { HangtimeNowModals } from './hangtime-now-modals';

export type HangtimeActionsProps = {
  /** "View Event Details" of the success modal: the calendar's event modal for the new event. */
  onViewEvent: (event: EventView) => void;
  /** Opens the assisted flow; without it (until that flow exists) the "Hangtime" button is not shown. */
  onOpenAssistedFlow?: () => void;
};

/** The calendar's Hangtime and Hangtime Now! buttons (spec §2), off until the three onboarding goals are met. */
export function HangtimeActions({ onViewEvent, onOpenAssistedFlow }: HangtimeActionsProps) {
  const progress = useOnboardingProgress();
  const hangtimeNow = useHangtimeNow();
  const nowButtonRef = useRef<HTMLButtonElement>(null);

  function blockedReason(action: string): string | null {
    if (progress.status === 'loading') return schedulingScreenMessages.checkingSetup;
    if (progress.status === 'error') return schedulingScreenMessages.setupUnknown;
    return describeMissingGoals(progress.progress, action);
  }

  function closeResult() {
    hangtimeNow.close();
    // The result modals opened after the loading one: focus goes back to the button by hand.
    requestAnimationFrame(() => nowButtonRef.current?.focus());
  }

  return (
    <>
      {onOpenAssistedFlow && (
        <GoalGatedButton variant="light" blockedReason={blockedReason(HANGTIME)} onClick={onOpenAssistedFlow}>
          {HANGTIME}
        </GoalGatedButton>
      )}
      <GoalGatedButton
        ref={nowButtonRef}
        color="grape.8"
        leftSection={<SparklesIcon size={16} />}
        blockedReason={blockedReason(HANGTIME_NOW)}
        onClick={hangtimeNow.start}
      >
        {HANGTIME_NOW}
      </GoalGatedButton>
      <HangtimeNowModals
        phase={hangtimeNow.phase}
        onClose={closeResult}
        onViewEvent={(event) => {
          hangtimeNow.close();
          onViewEvent(event);
        }}
      />
    </>
  );
}
