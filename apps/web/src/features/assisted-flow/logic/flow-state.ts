// The assisted flow's state machine (spec "Assisted flow modal (five steps)" and its validation
// rule; behaviour.md §9): 1 a time slot, 2 friends and the adjusted time, 3 restaurant types,
// 4 a venue, 5 the host's place when hosting. Pure: the modal dispatches, the create call reads
// the state through `validateForCreate`. Docs: docs/behaviour.md, "Assisted flow".
import type { FindLocationsBody, RestaurantLocationView } from '@hangtime/core/places/schemas';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { flowMessages } from './flow-messages';
import { defaultTimeRange, isWithinSlot, type TimeRange } from './slot-times';

export type FlowStep = 1 | 2 | 3 | 4 | 5;
export type HostDetails = { name: string; address: string };
/** Where "I want to host" was pressed: the step that Back from the host's step returns to. */
export type HostedFrom = 3 | 4;

export type FlowState = {
  step: FlowStep;
  slot: TimeSlotView | null;
  /** The adjusted time, inside `slot`. */
  time: TimeRange | null;
  friendIds: string[];
  /** Friends the person took off: every friend free in a slot is ticked, except these. */
  untickedFriendIds: string[];
  subtypeIds: number[];
  /** "Continue Anyway" with no shared restaurant type: any restaurant nobody dislikes. */
  isAnyRestaurant: boolean;
  /** Null unless hosting (step 5): the step "I want to host" was pressed on. */
  hostedFrom: HostedFrom | null;
  venue: RestaurantLocationView | null;
  /** Step 4's answer when the group is too far apart for one place: meet on a video call instead. */
  isVideoCall: boolean;
  host: HostDetails;
  /** The message of the last refused step, shown until the next change. */
  error: string | null;
};

export type FlowAction =
  | { type: 'selectSlot'; slot: TimeSlotView }
  | { type: 'toggleFriend'; friendId: string }
  | { type: 'setTime'; time: TimeRange }
  | { type: 'toggleSubtype'; subtypeId: number }
  | { type: 'continueAnyway' }
  /**
   * `defaults`: the host's place unless something was typed already (the person's first name and
   * their default saved location's address, once read).
   */
  | { type: 'host'; defaults?: Partial<HostDetails> }
  /** The defaults read after step 5 opened: they fill only what is still empty. */
  | { type: 'prefillHost'; defaults: Partial<HostDetails> }
  | { type: 'selectVenue'; venue: RestaurantLocationView | null }
  /** Pressed again, it unselects, as a venue does. */
  | { type: 'chooseVideoCall' }
  | { type: 'setHost'; field: keyof HostDetails; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'fail'; message: string };

/** Closing the flow throws its state away; opening it again starts here. */
export function createInitialFlowState(hostName = ''): FlowState {
  return {
    step: 1,
    slot: null,
    time: null,
    friendIds: [],
    untickedFriendIds: [],
    subtypeIds: [],
    isAnyRestaurant: false,
    hostedFrom: null,
    venue: null,
    isVideoCall: false,
    host: { name: hostName, address: '' },
    error: null,
  };
}

const toggle = <T>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'selectSlot': {
      if (state.slot && sameSlot(state.slot, action.slot)) return { ...state, error: null };
      // Everyone free in the new slot is invited, but for those the person took off; the venues
      // depend on the time, and another group likes other types.
      const unticked = new Set(state.untickedFriendIds);
      const friendIds = action.slot.available_friend_ids.filter((id) => !unticked.has(id));
      const isSameGroup = sameMembers(friendIds, state.friendIds);
      return {
        ...state,
        slot: action.slot,
        time: defaultTimeRange(action.slot),
        friendIds,
        subtypeIds: isSameGroup ? state.subtypeIds : [],
        isAnyRestaurant: isSameGroup && state.isAnyRestaurant,
        venue: null,
        isVideoCall: false,
        error: null,
      };
    }
    case 'toggleFriend': {
      if (!state.slot?.available_friend_ids.includes(action.friendId)) return state;
      const isTicked = state.friendIds.includes(action.friendId);
      // Another group likes other types: the types and the venue are chosen again.
      return {
        ...state,
        friendIds: toggle(state.friendIds, action.friendId),
        untickedFriendIds: isTicked
          ? [...state.untickedFriendIds, action.friendId]
          : state.untickedFriendIds.filter((id) => id !== action.friendId),
        subtypeIds: [],
        isAnyRestaurant: false,
        venue: null,
        isVideoCall: false,
        error: null,
      };
    }
    case 'setTime':
      if (!state.slot || !isWithinSlot(state.slot, action.time))
        return { ...state, error: flowMessages.timeOutsideSlot };
      return { ...state, time: action.time, venue: null, isVideoCall: false, error: null };
    case 'toggleSubtype':
      return {
        ...state,
        subtypeIds: toggle(state.subtypeIds, action.subtypeId),
        isAnyRestaurant: false,
        venue: null,
        isVideoCall: false,
        error: null,
      };
    case 'continueAnyway':
      if (state.step !== 3) return state;
      return {
        ...state,
        subtypeIds: [],
        isAnyRestaurant: true,
        hostedFrom: null,
        venue: null,
        isVideoCall: false,
        step: 4,
        error: null,
      };
    case 'host':
      if (state.step !== 3 && state.step !== 4) return state;
      return {
        ...state,
        hostedFrom: state.step,
        isVideoCall: false,
        step: 5,
        host: fillHost(state.host, action.defaults),
        error: null,
      };
    case 'prefillHost':
      if (state.step !== 5) return state;
      return { ...state, host: fillHost(state.host, action.defaults) };
    case 'selectVenue': {
      // A second press on the chosen venue unselects it (spec: the location "can be unselected").
      const isSame = action.venue !== null && state.venue?.id === action.venue.id;
      return { ...state, venue: isSame ? null : action.venue, isVideoCall: false, error: null };
    }
    case 'chooseVideoCall':
      if (state.step !== 4) return state;
      return { ...state, isVideoCall: !state.isVideoCall, venue: null, error: null };
    case 'setHost':
      return { ...state, host: { ...state.host, [action.field]: action.value }, error: null };
    case 'next': {
      const problem = validateStep(state);
      if (problem) return { ...state, error: problem };
      if (state.step === 1 || state.step === 2 || state.step === 3)
        return { ...state, step: (state.step + 1) as FlowStep, error: null };
      return state;
    }
    case 'back':
      return {
        ...state,
        step: previousStep(state),
        hostedFrom: state.step === 5 ? null : state.hostedFrom,
        error: null,
      };
    case 'fail':
      return { ...state, error: action.message };
  }
}

function previousStep(state: FlowState): FlowStep {
  // The host's step came from the restaurant types, or from step 4 (no venue fits, too far apart).
  if (state.step === 5) return state.hostedFrom ?? 3;
  return Math.max(1, state.step - 1) as FlowStep;
}

function sameSlot(a: TimeSlotView, b: TimeSlotView) {
  return a.start_time === b.start_time && a.end_time === b.end_time;
}

function sameMembers(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** What was typed stays; an empty field takes its default. */
function fillHost(host: HostDetails, defaults: Partial<HostDetails> = {}): HostDetails {
  return { name: host.name || (defaults.name ?? ''), address: host.address || (defaults.address ?? '') };
}

/** Hosting: the host's step is open (whatever "I want to host" was pressed on). */
export function isHosting(state: FlowState): boolean {
  return state.hostedFrom !== null;
}

/** Why the current step cannot be left forward, or null when it can (spec §5's messages). */
export function validateStep(state: FlowState): string | null {
  if (state.step === 1) return state.slot ? null : flowMessages.selectSlot;
  if (!state.slot || !state.time) return flowMessages.noSlotSelected;
  if (state.step === 2) {
    if (state.friendIds.length === 0) return flowMessages.selectFriend;
    return isWithinSlot(state.slot, state.time) ? null : flowMessages.timeOutsideSlot;
  }
  if (state.friendIds.length === 0) return flowMessages.selectFriendsToInvite;
  if (state.step === 3)
    return state.subtypeIds.length > 0 || state.isAnyRestaurant ? null : flowMessages.selectRestaurantType;
  if (state.step === 4) return state.venue || state.isVideoCall ? null : flowMessages.selectLocation;
  if (!state.host.name.trim()) return flowMessages.hostNameRequired;
  return state.host.address.trim() ? null : flowMessages.hostAddressRequired;
}

/** The step whose Next creates the event: the venue's, or the host's when hosting. */
export function isFinalStep(state: FlowState): boolean {
  return state.step === 5 || (state.step === 4 && !isHosting(state));
}

/** What find-locations is asked on step 4, or null while the earlier steps are incomplete. */
export function selectFindLocationsBody(state: FlowState): FindLocationsBody | null {
  if (!state.time || state.friendIds.length === 0 || (state.subtypeIds.length === 0 && !state.isAnyRestaurant))
    return null;
  return {
    user_ids: [...state.friendIds].sort(),
    subtype_ids: [...state.subtypeIds].sort((a, b) => a - b),
    time_slot: { start_time: state.time.start, end_time: state.time.end },
  };
}
