import { memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { EventView } from '@hangtime/core/events/schemas';
import { SparklesIcon } from '../../../components/icons';
import { PLAN_PARAM } from '../../../lib/paths';
import { useOnboardingProgress } from '../../onboarding-progress';
import { describeMissingGoals } from '../logic/missing-goals';
import { HANGTIME, HANGTIME_NOW, schedulingScreenMessages } from '../logic/scheduling-messages';
import { useHangtimeNow } from '../use-hangtime-now';
import { GoalGatedButton } from './goal-gated-button';
import { HangtimeNowModals } from './hangtime-now-modals';
import { OpeningFlow } from './opening-flow';

/** What "Hangtime" opens: the assisted flow's modal, which ends on the same success modal. */
export type AssistedFlowProps = {
  onClose: () => void;
  onViewEvent: (event: EventView) => void;
};

export type HangtimeActionsProps = {
  /** "View Event Details" of the success modal: the calendar's event modal for the new event. */
  onViewEvent: (event: EventView) => void;
  /**
   * The assisted flow, handed in by the page that composes both features (the flow uses
   * scheduling's free time and success modal, so scheduling cannot import it back). A lazy
   * component: the flow and its map are a chunk fetched when "Hangtime" is pressed.
   */
  AssistedFlow: ComponentType<AssistedFlowProps>;
};

/**
 * The calendar's Hangtime and Hangtime Now! buttons (spec §2), off until the three onboarding goals
 * are met. "Hangtime" opens the assisted flow; closing it throws its state away.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const HangtimeActions = memo(function HangtimeActions({ onViewEvent, AssistedFlow }: HangtimeActionsProps) {
  const progress = useOnboardingProgress();
  const hangtimeNow = useHangtimeNow();
  const nowButtonRef = useRef<HTMLButtonElement>(null);
  const flowButtonRef = useRef<HTMLButtonElement>(null);
  const [isFlowOpen, setFlowOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const isPlanAsked = searchParams.has(PLAN_PARAM);
  const isReady = progress.status === 'success' && progress.progress.isComplete;
  const hasSettled = progress.status !== 'loading';

  // /calendar?plan=… (the progress card's Start Planning Events) opens the assisted flow once the
  // goals are known to be met, as pressing "Hangtime" would; the parameter then leaves the address,
  // so a reload or Back does not open it again. With goals still missing it is only dropped: the
  // button says what is missing.
  useEffect(() => {
    if (!isPlanAsked || !hasSettled) return;
    if (isReady) setFlowOpen(true);
    setSearchParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete(PLAN_PARAM);
        return rest;
      },
      { replace: true },
    );
  }, [isPlanAsked, hasSettled, isReady, setSearchParams]);

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

  function closeFlow() {
    setFlowOpen(false);
    requestAnimationFrame(() => flowButtonRef.current?.focus());
  }

  return (
    <>
      <GoalGatedButton
        ref={flowButtonRef}
        variant="light"
        blockedReason={blockedReason(HANGTIME)}
        onClick={() => setFlowOpen(true)}
      >
        {HANGTIME}
      </GoalGatedButton>
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
      {isFlowOpen && (
        <Suspense fallback={<OpeningFlow onClose={closeFlow} />}>
          <AssistedFlow
            onClose={closeFlow}
            onViewEvent={(event) => {
              setFlowOpen(false);
              onViewEvent(event);
            }}
          />
        </Suspense>
      )}
    </>
  );
});
