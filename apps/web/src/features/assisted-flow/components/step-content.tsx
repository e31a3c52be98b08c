import type { Dispatch } from 'react';
import { flowMessages } from '../logic/flow-messages';
import { selectFindLocationsBody, type FlowAction, type FlowState } from '../logic/flow-state';
import { FriendsStep } from './friends-step';
import { HostStep } from './host-step';
import { LocationStep } from './location-step';
import { RestaurantTypesStep } from './restaurant-types-step';
import { SlotStep } from './slot-step';
import type { OwnPlace } from './use-own-place';
import { EmptyText } from '../../../components/list-states';

/** The spec's names of the five steps. */
export const stepTitles = [
  'Pick a time slot',
  'Pick friends and adjust the time',
  'Pick restaurant types',
  'Pick a location',
  'Host location',
] as const;

type StepContentProps = { state: FlowState; dispatch: Dispatch<FlowAction>; ownPlace: OwnPlace };

/** The body of the current step. */
export function StepContent({ state, dispatch, ownPlace }: StepContentProps) {
  if (state.step === 1)
    return <SlotStep selected={state.slot} onSelect={(slot) => dispatch({ type: 'selectSlot', slot })} />;
  // Steps 2–5 build on the slot; a state without one cannot go on (spec §5's message).
  if (!state.slot || !state.time) return <EmptyText>{flowMessages.noSlotSelected}</EmptyText>;
  if (state.step === 2) {
    return (
      <FriendsStep
        slot={state.slot}
        time={state.time}
        friendIds={state.friendIds}
        onToggleFriend={(friendId) => dispatch({ type: 'toggleFriend', friendId })}
        onTimeChange={(time) => dispatch({ type: 'setTime', time })}
      />
    );
  }
  if (state.step === 3) {
    return (
      <RestaurantTypesStep
        friendIds={state.friendIds}
        groupSize={state.friendIds.length + 1}
        subtypeIds={state.subtypeIds}
        onToggle={(subtypeId) => dispatch({ type: 'toggleSubtype', subtypeId })}
        onContinueAnyway={() => dispatch({ type: 'continueAnyway' })}
      />
    );
  }
  if (state.step === 4) {
    return (
      <LocationStep
        request={selectFindLocationsBody(state)}
        selected={state.venue}
        onSelect={(venue) => dispatch({ type: 'selectVenue', venue })}
        isVideoCall={state.isVideoCall}
        onVideoCall={() => dispatch({ type: 'chooseVideoCall' })}
        origins={ownPlace.origins}
      />
    );
  }
  return (
    <HostStep
      host={state.host}
      defaultPlace={
        ownPlace.address === undefined ? undefined : { name: ownPlace.name ?? '', address: ownPlace.address }
      }
      onChange={(field, value) => dispatch({ type: 'setHost', field, value })}
    />
  );
}
