import { describe, expect, it } from 'vitest';
import { eventBody } from '@hangtime/core/events/schemas';
import { makeSlot } from '../../scheduling/test-fixtures';
import { makeVenue } from '../test-fixtures';
import { buildAssistedEventBody, findEventCategoryId } from './event-body';
import { createInitialFlowState, flowReducer, type FlowAction } from './flow-state';

const planned = (actions: FlowAction[]) =>
  (
    [
      { type: 'selectSlot', slot: makeSlot() },
      // Ana and Ben, free in the slot, are ticked.
      { type: 'next' },
      { type: 'next' },
      { type: 'toggleSubtype', subtypeId: 11 },
      { type: 'toggleSubtype', subtypeId: 12 },
      ...actions,
    ] satisfies FlowAction[]
  ).reduce(flowReducer, createInitialFlowState('Sam'));

describe('the event the assisted flow creates', () => {
  it('as a video call: "Hangtime: Video call", no address and no coordinates', () => {
    const state = planned([{ type: 'next' }, { type: 'chooseVideoCall' }]);
    expect(buildAssistedEventBody(state, 7, 'America/New_York')).toMatchObject({
      title: 'Hangtime: Video call',
      location: 'Video call',
      location_address: null,
      latitude: null,
      longitude: null,
      participant_ids: ['u-ana', 'u-ben'],
      source: 'assisted',
      // Everyone has their dinner at home: still Restaurants, with the first type.
      activity_category_id: 1,
      activity_subcategory_id: 11,
    });
  });

  it('at a venue: "Hangtime: {place}", category Event, Restaurants with the first type, the friends, the time and the place', () => {
    const state = planned([{ type: 'next' }, { type: 'selectVenue', venue: makeVenue() }]);
    const body = buildAssistedEventBody(state, 7, 'America/New_York');
    expect(body).toEqual({
      title: 'Hangtime: Lucia Pizza',
      start_time: '2030-06-12T12:15:00.000Z',
      end_time: '2030-06-12T14:15:00.000Z',
      timezone: 'America/New_York',
      category_id: 7,
      activity_category_id: 1,
      activity_subcategory_id: 11,
      participant_ids: ['u-ana', 'u-ben'],
      source: 'assisted',
      location: 'Lucia Pizza',
      location_address: '12 Court St, Brooklyn',
      latitude: 40.69,
      longitude: -73.99,
    });
    expect(eventBody.safeParse(body).success).toBe(true);
  });

  it('at home: "Hangtime: {host}’s place" at the address given, with no activity (no restaurant)', () => {
    const state = planned([
      { type: 'host' },
      { type: 'setHost', field: 'name', value: ' Ana ' },
      { type: 'setHost', field: 'address', value: ' 5 Elm St ' },
    ]);
    const body = buildAssistedEventBody(state, 7, 'America/New_York');
    expect(body).toMatchObject({
      title: 'Hangtime: Ana’s place',
      location: 'Ana’s place',
      location_address: '5 Elm St',
      latitude: null,
      longitude: null,
      activity_category_id: null,
      activity_subcategory_id: null,
    });
    expect(eventBody.safeParse(body).success).toBe(true);
  });

  it('at the person’s own home offered among the venues: "Hangtime: {person}’s place" there', () => {
    const home = makeVenue({
      id: 'host/loc-1',
      name: 'Home',
      address: '100 Prince St, New York',
      subtypes: [],
      is_host_location: true,
    });
    const body = buildAssistedEventBody(
      planned([{ type: 'next' }, { type: 'selectVenue', venue: home }]),
      7,
      'America/New_York',
    );
    expect(body).toMatchObject({
      title: 'Hangtime: Sam’s place',
      location: 'Sam’s place',
      location_address: '100 Prince St, New York',
      latitude: 40.69,
      activity_category_id: null,
      activity_subcategory_id: null,
    });
  });

  it('finds the Event category among the seeded ones', () => {
    expect(
      findEventCategoryId([
        { id: 3, name: 'Blocks', description: '', color: '' },
        { id: 9, name: 'Event', description: '', color: '' },
      ]),
    ).toBe(9);
    expect(findEventCategoryId(undefined)).toBeNull();
  });
});
