import { describe, expect, it } from 'vitest';
import { makeSlot } from '../../scheduling/test-fixtures';
import { makeVenue } from '../test-fixtures';
import { flowMessages } from './flow-messages';
import {
  createInitialFlowState,
  flowReducer,
  isFinalStep,
  isHosting,
  selectFindLocationsBody,
  validateStep,
  type FlowAction,
  type FlowState,
} from './flow-state';

const slot = makeSlot(); // 12:15Z–16:15Z, Ana and Ben free
const run = (actions: FlowAction[], from: FlowState = createInitialFlowState('Sam')) =>
  actions.reduce(flowReducer, from);
// Ana and Ben, free in the slot, are ticked at first; step 3 invites Ana alone.
const atStep2 = () => run([{ type: 'selectSlot', slot }, { type: 'next' }]);
const atStep3 = () => run([{ type: 'toggleFriend', friendId: 'u-ben' }, { type: 'next' }], atStep2());
const atStep4 = () => run([{ type: 'toggleSubtype', subtypeId: 11 }, { type: 'next' }], atStep3());

describe('assisted flow, step 1: a time slot', () => {
  it('starts on step 1 with nothing chosen and the person as host', () => {
    const state = createInitialFlowState('Sam');
    expect(state).toMatchObject({
      step: 1,
      slot: null,
      friendIds: [],
      subtypeIds: [],
      venue: null,
      host: { name: 'Sam', address: '' },
      error: null,
    });
  });

  it('refuses Next without a slot: "Please select a time slot"', () => {
    expect(run([{ type: 'next' }])).toMatchObject({ step: 1, error: flowMessages.selectSlot });
  });

  it('offers the slot’s first two hours as the time, and Next goes to step 2', () => {
    const state = run([{ type: 'selectSlot', slot }]);
    expect(state.time).toEqual({ start: '2030-06-12T12:15:00.000Z', end: '2030-06-12T14:15:00.000Z' });
    expect(flowReducer(state, { type: 'next' }).step).toBe(2);
  });

  it('offers the whole slot when it is shorter than two hours', () => {
    const short = makeSlot({ end_time: '2030-06-12T13:15:00.000Z', duration_minutes: 60 });
    expect(run([{ type: 'selectSlot', slot: short }]).time).toEqual({ start: short.start_time, end: short.end_time });
  });

  it('clears the message once a slot is chosen', () => {
    expect(run([{ type: 'next' }, { type: 'selectSlot', slot }]).error).toBeNull();
  });

  it('ticks every friend free in the chosen slot', () => {
    expect(run([{ type: 'selectSlot', slot }]).friendIds).toEqual(['u-ana', 'u-ben']);
  });

  it('ticks the friends free in a newly chosen slot but those taken off, and forgets the venue', () => {
    const other = makeSlot({
      start_time: '2030-06-13T12:00:00.000Z',
      end_time: '2030-06-13T15:00:00.000Z',
      available_friend_ids: ['u-ana', 'u-ben', 'u-cy'],
      available_friends: ['Ana Diaz', 'Ben Ode', 'Cy Lu'],
    });
    const state = run(
      [
        { type: 'selectVenue', venue: makeVenue() },
        { type: 'back' },
        { type: 'back' },
        { type: 'back' },
        { type: 'selectSlot', slot: other },
      ],
      atStep4(),
    );
    // Ben was taken off on step 2: he stays off; Cy, free only now, is ticked.
    expect(state.friendIds).toEqual(['u-ana', 'u-cy']);
    expect(state.time).toEqual({ start: other.start_time, end: '2030-06-13T14:00:00.000Z' });
    expect(state.venue).toBeNull();
    // Another group: the types are chosen again.
    expect(state.subtypeIds).toEqual([]);
    // Ticked again, Ben is no longer taken off.
    const withBen = run(
      [
        { type: 'toggleFriend', friendId: 'u-ben' },
        { type: 'selectSlot', slot },
      ],
      state,
    );
    expect(withBen.friendIds).toEqual(['u-ana', 'u-ben']);
  });

  it('keeps the types when a new slot has the same group', () => {
    const same = makeSlot({ start_time: '2030-06-13T12:00:00.000Z', end_time: '2030-06-13T15:00:00.000Z' });
    const state = run(
      [{ type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'selectSlot', slot: same }],
      atStep4(),
    );
    expect(state).toMatchObject({ friendIds: ['u-ana'], subtypeIds: [11] });
  });

  it('keeps the adjusted time when the same slot is chosen again', () => {
    const adjusted = run(
      [{ type: 'setTime', time: { start: '2030-06-12T13:00:00.000Z', end: '2030-06-12T14:00:00.000Z' } }],
      atStep2(),
    );
    expect(run([{ type: 'selectSlot', slot: { ...slot } }], adjusted).time).toEqual(adjusted.time);
  });
});

describe('assisted flow, step 2: friends and the time', () => {
  it('refuses Next once every friend is taken off: "Please select at least one friend"', () => {
    const none = run(
      [
        { type: 'toggleFriend', friendId: 'u-ana' },
        { type: 'toggleFriend', friendId: 'u-ben' },
      ],
      atStep2(),
    );
    expect(none.friendIds).toEqual([]);
    expect(run([{ type: 'next' }], none)).toMatchObject({ step: 2, error: flowMessages.selectFriend });
  });

  it('goes on to step 3 with the friends ticked; a press takes a friend off, another puts them back', () => {
    const state = run([{ type: 'toggleFriend', friendId: 'u-ana' }], atStep2());
    expect(state.friendIds).toEqual(['u-ben']);
    expect(flowReducer(state, { type: 'next' }).step).toBe(3);
    expect(flowReducer(state, { type: 'toggleFriend', friendId: 'u-ana' }).friendIds).toEqual(['u-ben', 'u-ana']);
  });

  it('ignores a friend who is not free in the slot', () => {
    const state = atStep2();
    expect(flowReducer(state, { type: 'toggleFriend', friendId: 'u-cy' })).toBe(state);
  });

  it.each([
    ['starts before the slot', '2030-06-12T12:00:00.000Z', '2030-06-12T13:00:00.000Z'],
    ['ends after the slot', '2030-06-12T15:00:00.000Z', '2030-06-12T16:30:00.000Z'],
    ['is not on a quarter hour', '2030-06-12T12:20:00.000Z', '2030-06-12T13:00:00.000Z'],
    ['ends before it starts', '2030-06-12T14:00:00.000Z', '2030-06-12T13:00:00.000Z'],
    ['ends as it starts', '2030-06-12T14:00:00.000Z', '2030-06-12T14:00:00.000Z'],
  ])('refuses a time that %s, keeping the last good one', (_case, start, end) => {
    const before = atStep2();
    const state = flowReducer(before, { type: 'setTime', time: { start, end } });
    expect(state.time).toEqual(before.time);
    expect(state.error).toBe(flowMessages.timeOutsideSlot);
  });

  it('takes any quarter-hour time inside the slot, its edges included', () => {
    const time = { start: '2030-06-12T12:15:00.000Z', end: '2030-06-12T16:15:00.000Z' };
    expect(run([{ type: 'setTime', time }], atStep2()).time).toEqual(time);
  });

  it('Back returns to step 1 with the slot still chosen', () => {
    const state = run([{ type: 'toggleFriend', friendId: 'u-ana' }, { type: 'back' }], atStep2());
    expect(state).toMatchObject({ step: 1, slot, friendIds: ['u-ben'] });
  });
});

describe('assisted flow, step 3: restaurant types', () => {
  it('refuses Next without a type: "Please select at least one restaurant type"', () => {
    expect(run([{ type: 'next' }], atStep3())).toMatchObject({ step: 3, error: flowMessages.selectRestaurantType });
  });

  it('goes on to step 4 with a type', () => {
    expect(atStep4()).toMatchObject({ step: 4, subtypeIds: [11], hostedFrom: null, error: null });
  });

  it('"Continue Anyway" goes on to step 4 with any restaurant', () => {
    const state = run([{ type: 'toggleSubtype', subtypeId: 11 }, { type: 'continueAnyway' }], atStep3());
    expect(state).toMatchObject({ step: 4, subtypeIds: [], isAnyRestaurant: true });
    expect(selectFindLocationsBody(state)?.subtype_ids).toEqual([]);
  });

  it('"Continue Anyway" means nothing elsewhere than step 3', () => {
    const state = atStep2();
    expect(flowReducer(state, { type: 'continueAnyway' })).toBe(state);
  });

  it('"I want to host" jumps to step 5, and Back from there returns to step 3 no longer hosting', () => {
    const hosting = run([{ type: 'host' }], atStep3());
    expect(hosting).toMatchObject({ step: 5, hostedFrom: 3 });
    expect(isHosting(hosting)).toBe(true);
    expect(isFinalStep(hosting)).toBe(true);
    const back = flowReducer(hosting, { type: 'back' });
    expect(back).toMatchObject({ step: 3, hostedFrom: null });
    expect(isHosting(back)).toBe(false);
  });

  it('"I want to host" starts from the person’s name and default address unless something was typed', () => {
    const defaults = { name: 'Sam', address: '1 Home St, Brooklyn, NY 11201' };
    const empty = { ...atStep3(), host: { name: '', address: '' } };
    expect(run([{ type: 'host', defaults }], empty).host).toEqual(defaults);
    const typed = { ...atStep3(), host: { name: 'Ana', address: '5 Elm St' } };
    expect(run([{ type: 'host', defaults }], typed).host).toEqual({ name: 'Ana', address: '5 Elm St' });
  });

  it('defaults read after step 5 opened fill only what is still empty, and only there', () => {
    const hosting = run([{ type: 'host' }, { type: 'setHost', field: 'name', value: 'Ana' }], {
      ...atStep3(),
      host: { name: '', address: '' },
    });
    const filled = run([{ type: 'prefillHost', defaults: { name: 'Sam', address: '1 Home St' } }], hosting);
    expect(filled.host).toEqual({ name: 'Ana', address: '1 Home St' });
    const three = atStep3();
    expect(flowReducer(three, { type: 'prefillHost', defaults: { address: '1 Home St' } })).toBe(three);
  });

  it('"I want to host" means nothing on steps 1 and 2', () => {
    const state = atStep2();
    expect(flowReducer(state, { type: 'host' })).toBe(state);
  });

  it('forgets the types when the friends change (another group likes other things)', () => {
    const state = run(
      [{ type: 'back' }, { type: 'toggleFriend', friendId: 'u-ben' }],
      run([{ type: 'toggleSubtype', subtypeId: 11 }], atStep3()),
    );
    expect(state.subtypeIds).toEqual([]);
  });

  it('"Please select friends to invite" when no friend is left at step 3', () => {
    const state: FlowState = { ...atStep3(), friendIds: [] };
    expect(validateStep(state)).toBe(flowMessages.selectFriendsToInvite);
  });
});

describe('assisted flow, step 4: a location', () => {
  it('asks find-locations for the chosen friends, types and adjusted time', () => {
    expect(selectFindLocationsBody(atStep4())).toEqual({
      user_ids: ['u-ana'],
      subtype_ids: [11],
      time_slot: { start_time: '2030-06-12T12:15:00.000Z', end_time: '2030-06-12T14:15:00.000Z' },
    });
  });

  it('has nothing to ask before the types are chosen', () => {
    expect(selectFindLocationsBody(atStep3())).toBeNull();
  });

  it('a video call answers step 4 when the group is too far apart; pressed again, or a venue chosen, it is undone', () => {
    const call = run([{ type: 'chooseVideoCall' }], atStep4());
    expect(call).toMatchObject({ isVideoCall: true, venue: null, error: null });
    expect(validateStep(call)).toBeNull();
    expect(isFinalStep(call)).toBe(true);
    expect(run([{ type: 'chooseVideoCall' }], call).isVideoCall).toBe(false);
    expect(run([{ type: 'selectVenue', venue: makeVenue() }], call)).toMatchObject({ isVideoCall: false });
    // Another group, time or type asks find-locations again: the choice goes with the old answer.
    expect(run([{ type: 'toggleSubtype', subtypeId: 12 }], call).isVideoCall).toBe(false);
    expect(run([{ type: 'host' }], call)).toMatchObject({ isVideoCall: false, hostedFrom: 4 });
    // Nowhere but step 4.
    const three = atStep3();
    expect(flowReducer(three, { type: 'chooseVideoCall' })).toBe(three);
  });

  it('refuses to go on without a venue: "Please select a location"', () => {
    const state = atStep4();
    expect(isFinalStep(state)).toBe(true);
    expect(validateStep(state)).toBe(flowMessages.selectLocation);
    expect(flowReducer(state, { type: 'next' })).toMatchObject({ step: 4, error: flowMessages.selectLocation });
  });

  it('chooses a venue, unselects it on a second press or a clear, and moves to another', () => {
    const lucia = makeVenue();
    const taco = makeVenue({ id: 'node/2', name: 'Taco Loco' });
    const chosen = run([{ type: 'selectVenue', venue: lucia }], atStep4());
    expect(chosen.venue).toBe(lucia);
    expect(validateStep(chosen)).toBeNull();
    expect(flowReducer(chosen, { type: 'selectVenue', venue: lucia }).venue).toBeNull();
    expect(flowReducer(chosen, { type: 'selectVenue', venue: null }).venue).toBeNull();
    expect(flowReducer(chosen, { type: 'selectVenue', venue: taco }).venue).toBe(taco);
  });

  it('Next on a valid step 4 stays there: creating is the modal’s call', () => {
    const chosen = run([{ type: 'selectVenue', venue: makeVenue() }], atStep4());
    expect(flowReducer(chosen, { type: 'next' })).toBe(chosen);
  });

  it('forgets the venue when the time or the types change, and Back keeps the rest', () => {
    const chosen = run([{ type: 'selectVenue', venue: makeVenue() }], atStep4());
    expect(flowReducer(chosen, { type: 'toggleSubtype', subtypeId: 12 }).venue).toBeNull();
    expect(
      flowReducer(chosen, {
        type: 'setTime',
        time: { start: '2030-06-12T13:00:00.000Z', end: '2030-06-12T14:00:00.000Z' },
      }).venue,
    ).toBeNull();
    expect(run([{ type: 'back' }], chosen)).toMatchObject({ step: 3, subtypeIds: [11], friendIds: ['u-ana'] });
  });

  it('"I want to host" is offered here too (no venue fits), and Back returns here', () => {
    const hosting = run([{ type: 'host' }], atStep4());
    expect(hosting).toMatchObject({ step: 5, hostedFrom: 4 });
    expect(flowReducer(hosting, { type: 'back' })).toMatchObject({ step: 4, hostedFrom: null });
  });
});

describe('assisted flow, step 5: hosting', () => {
  const hosting = () => run([{ type: 'host' }], atStep3());

  it('needs the host’s name and the address', () => {
    const noName = run([{ type: 'setHost', field: 'name', value: '  ' }], hosting());
    expect(flowReducer(noName, { type: 'next' }).error).toBe(flowMessages.hostNameRequired);
    expect(validateStep(hosting())).toBe(flowMessages.hostAddressRequired);
    expect(validateStep(run([{ type: 'setHost', field: 'address', value: '5 Elm St' }], hosting()))).toBeNull();
  });
});

describe('assisted flow: states that lost their slot or friends', () => {
  it('"No time slot selected. Please go back and select a time slot." on any later step without a slot', () => {
    for (const step of [2, 3, 4, 5] as const) {
      expect(validateStep({ ...createInitialFlowState('Sam'), step })).toBe(flowMessages.noSlotSelected);
    }
  });

  it('"Please select friends to invite" on steps 4 and 5 without friends', () => {
    expect(validateStep({ ...atStep4(), friendIds: [] })).toBe(flowMessages.selectFriendsToInvite);
    expect(validateStep({ ...run([{ type: 'host' }], atStep3()), friendIds: [] })).toBe(
      flowMessages.selectFriendsToInvite,
    );
  });

  it('shows a message handed to it, e.g. a failed create, until the next change', () => {
    const failed = flowReducer(atStep4(), { type: 'fail', message: 'Failed to create event' });
    expect(failed.error).toBe('Failed to create event');
    expect(flowReducer(failed, { type: 'selectVenue', venue: makeVenue() }).error).toBeNull();
  });

  it('never changes the state it is given', () => {
    const state = atStep2();
    const copy = structuredClone(state);
    run(
      [
        { type: 'toggleFriend', friendId: 'u-ana' },
        { type: 'next' },
        { type: 'toggleSubtype', subtypeId: 11 },
        { type: 'back' },
      ],
      state,
    );
    expect(state).toEqual(copy);
  });
});
