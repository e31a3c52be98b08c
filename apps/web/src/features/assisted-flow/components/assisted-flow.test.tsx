import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import {
  activityCategories,
  eventCategories,
  findUsTimeAnswer,
  makeHangout,
  makeSlot,
} from '../../scheduling/test-fixtures';
import { home, office } from '../../locations/test-fixtures';
import { makeLocations, makeVenue, subtypes } from '../test-fixtures';
import AssistedFlow from './assisted-flow';

type Handlers = Parameters<typeof mockApi>[0];

function renderFlow(handlers: Handlers = {}) {
  window.localStorage.setItem('token', 'test-token');
  const onClose = vi.fn();
  const onViewEvent = vi.fn();
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: { user: testUser } }),
    'GET /api/categories': () => ({ body: { categories: eventCategories } }),
    'GET /api/preferences/categories': () => ({ body: { categories: activityCategories } }),
    'GET /api/locations': () => ({ body: { locations: [] } }),
    'POST /api/find-us-time': () => ({ body: findUsTimeAnswer([makeSlot()]) }),
    'POST /api/calendar/restaurant-subtypes': () => ({ body: { success: true, restaurant_subtypes: subtypes } }),
    'POST /api/calendar/find-locations': () => ({ body: makeLocations() }),
    'POST /api/calendar/events': () => ({
      body: { success: true, event: makeHangout({ title: 'Hangtime: Lucia Pizza', source: 'assisted' }) },
    }),
    ...handlers,
  });
  renderWithApp(<AssistedFlow onClose={onClose} onViewEvent={onViewEvent} />);
  return { api, onClose, onViewEvent };
}

const flow = () => screen.getByRole('dialog', { name: 'Hangtime' });
const press = (name: string | RegExp) => fireEvent.click(within(flow()).getByRole('button', { name }));
const alertText = () => within(flow()).getByRole('alert').textContent;

/** Step 1 → 3: the slot, Ana (Ben, ticked too at first, taken off), Next. */
async function reachTypes() {
  fireEvent.click(await within(flow()).findByRole('radio', { name: /8:15 AM – 12:15 PM/ }));
  press('Next');
  fireEvent.click(await within(flow()).findByRole('checkbox', { name: 'Ben Ode' }));
  press('Next');
  await within(flow()).findByText('Step 3 of 4');
}

async function reachVenues() {
  await reachTypes();
  fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
  press('Next');
  await within(flow()).findByRole('radio', { name: /Lucia Pizza/ });
}

describe('AssistedFlow: the five steps', () => {
  it('walks from a time slot to a venue and creates the hangout, saying what each step needs', async () => {
    const { api } = renderFlow();
    expect(await within(flow()).findByText('Step 1 of 4')).toBeTruthy();
    expect(within(flow()).getByRole('heading', { name: 'Pick a time slot' })).toBeTruthy();
    await within(flow()).findByRole('radio', { name: /8:15 AM – 12:15 PM/ });
    press('Next');
    expect(alertText()).toBe('Please select a time slot');

    fireEvent.click(within(flow()).getByRole('radio', { name: /8:15 AM – 12:15 PM/ }));
    press('Next');
    expect(await within(flow()).findByRole('heading', { name: 'Pick friends and adjust the time' })).toBeTruthy();
    // The profile's zone (New York) shows the slot's times; two hours are offered at first.
    expect((within(flow()).getByRole('combobox', { name: 'Starts' }) as HTMLSelectElement).value).toBe(
      '2030-06-12T12:15:00.000Z',
    );
    expect((within(flow()).getByRole('combobox', { name: 'Ends' }) as HTMLSelectElement).value).toBe(
      '2030-06-12T14:15:00.000Z',
    );
    // Everyone free in the slot is ticked; the person takes off whom they will not invite.
    const checkbox = (name: string) => within(flow()).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([checkbox('Ana Diaz').checked, checkbox('Ben Ode').checked]).toEqual([true, true]);
    fireEvent.click(checkbox('Ana Diaz'));
    fireEvent.click(checkbox('Ben Ode'));
    press('Next');
    expect(alertText()).toBe('Please select at least one friend');
    fireEvent.click(checkbox('Ana Diaz'));
    fireEvent.change(within(flow()).getByRole('combobox', { name: 'Starts' }), {
      target: { value: '2030-06-12T13:00:00.000Z' },
    });
    press('Next');

    expect(await within(flow()).findByText('Liked by 2 of 2')).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/restaurant-subtypes')[0]?.body).toEqual({ user_ids: ['u-ana'] });
    expect(within(flow()).queryByRole('button', { name: 'Continue Anyway' })).toBeNull();
    press('Next');
    expect(alertText()).toBe('Please select at least one restaurant type');
    fireEvent.click(within(flow()).getByRole('checkbox', { name: /Pizza/ }));
    press('Next');

    const lucia = await within(flow()).findByRole('radio', { name: /Lucia Pizza/ });
    expect(api.callsTo('POST', '/api/calendar/find-locations')[0]?.body).toEqual({
      user_ids: ['u-ana'],
      subtype_ids: [11],
      time_slot: { start_time: '2030-06-12T13:00:00.000Z', end_time: '2030-06-12T15:00:00.000Z' },
    });
    expect(within(flow()).getByText('© OpenStreetMap contributors, ODbL')).toBeTruthy();
    press('Create Event');
    expect(alertText()).toBe('Please select a location');
    fireEvent.click(lucia);
    press('Create Event');

    const success = await screen.findByRole('dialog', { name: 'Event Created Successfully!' });
    const [create] = api.callsTo('POST', '/api/calendar/events');
    expect(create?.body).toMatchObject({
      title: 'Hangtime: Lucia Pizza',
      start_time: '2030-06-12T13:00:00.000Z',
      end_time: '2030-06-12T15:00:00.000Z',
      category_id: 1,
      activity_category_id: 1,
      activity_subcategory_id: 11,
      participant_ids: ['u-ana'],
      location: 'Lucia Pizza',
      location_address: '12 Court St, Brooklyn',
      latitude: 40.69,
      longitude: -73.99,
      source: 'assisted',
    });
    const links = within(success).getByRole('group', { name: 'Add to calendar' });
    expect(within(links).getByRole('link', { name: 'Google Calendar' })).toBeTruthy();
    expect(within(links).getByRole('link', { name: 'Outlook' })).toBeTruthy();
    expect(within(links).getByRole('button', { name: 'Download iCal file' })).toBeTruthy();
    expect(within(success).getByRole('button', { name: 'View Event Details' })).toBeTruthy();
  });

  it('shows each venue’s types, address, everyone’s trip with the longest marked, the estimate label, access and hours', async () => {
    renderFlow();
    await reachVenues();
    const lucia = within(flow())
      .getByRole('radio', { name: /Lucia Pizza/ })
      .closest('[data-venue-id]') as HTMLElement;
    expect(within(lucia).getByText('Pizza · Italian')).toBeTruthy();
    expect(within(lucia).getByText('12 Court St, Brooklyn')).toBeTruthy();
    expect(within(lucia).getByText('Sam: 12 min by car')).toBeTruthy();
    expect(within(lucia).getByText('Ana: 25 min by transit (longest)')).toBeTruthy();
    expect(within(lucia).getByText('estimate')).toBeTruthy();
    expect(within(lucia).getByText('Wheelchair accessible · Hours: Mo-Su 11:00-23:00')).toBeTruthy();
  });

  it('unselects the chosen venue on a second press, and with Clear', async () => {
    renderFlow();
    await reachVenues();
    const lucia = () => within(flow()).getByRole('radio', { name: /Lucia Pizza/ }) as HTMLInputElement;
    fireEvent.click(lucia());
    expect(lucia().checked).toBe(true);
    expect(within(flow()).getByText('Chosen: Lucia Pizza')).toBeTruthy();
    fireEvent.click(lucia());
    expect(lucia().checked).toBe(false);
    fireEvent.click(lucia());
    press('Clear');
    expect(lucia().checked).toBe(false);
    expect(within(flow()).getByText('No place chosen yet')).toBeTruthy();
  });

  it('Back keeps what was chosen', async () => {
    renderFlow();
    await reachVenues();
    press('Back');
    expect(((await within(flow()).findByRole('checkbox', { name: /Pizza/ })) as HTMLInputElement).checked).toBe(true);
    press('Back');
    expect((within(flow()).getByRole('checkbox', { name: 'Ana Diaz' }) as HTMLInputElement).checked).toBe(true);
    press('Back');
    expect((within(flow()).getByRole('radio', { name: /8:15 AM – 12:15 PM/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('"Continue Anyway" when the group shares no type: any restaurant nobody dislikes', async () => {
    const { api } = renderFlow({
      'POST /api/calendar/restaurant-subtypes': () => ({
        body: { success: true, restaurant_subtypes: [{ id: 13, name: 'Thai', thumbs_up_count: 0 }] },
      }),
    });
    await reachTypes();
    fireEvent.click(await within(flow()).findByRole('button', { name: 'Continue Anyway' }));
    await within(flow()).findByRole('radio', { name: /Lucia Pizza/ });
    expect(api.callsTo('POST', '/api/calendar/find-locations')[0]?.body).toMatchObject({ subtype_ids: [] });
  });

  it('"I want to host" jumps to step 5 and creates "Hangtime: {host}’s place" at the address', async () => {
    const { api } = renderFlow();
    await reachTypes();
    press('I want to host');
    // The location step is skipped: the host's step is the fourth and last the person sees.
    expect(await within(flow()).findByText('Step 4 of 4')).toBeTruthy();
    expect(within(flow()).getByRole('heading', { name: 'Host location' })).toBeTruthy();
    expect((within(flow()).getByRole('textbox', { name: 'Host name' }) as HTMLInputElement).value).toBe('Sam');
    press('Create Event');
    expect(alertText()).toBe('Please enter the address');
    fireEvent.change(within(flow()).getByRole('textbox', { name: 'Address' }), {
      target: { value: '5 Elm St, Brooklyn' },
    });
    press('Create Event');
    await screen.findByRole('dialog', { name: 'Event Created Successfully!' });
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      title: 'Hangtime: Sam’s place',
      location: 'Sam’s place',
      location_address: '5 Elm St, Brooklyn',
      // Nobody goes to a restaurant: no "Activity: Restaurants" on the plan.
      activity_category_id: null,
      activity_subcategory_id: null,
    });
    expect(api.callsTo('POST', '/api/calendar/find-locations')).toHaveLength(0);
  });

  it('starts the host’s address from the person’s default saved location, editable', async () => {
    const { api } = renderFlow({
      'GET /api/locations': () => ({ body: { locations: [{ ...office, is_default: false }, home] } }),
    });
    await reachTypes();
    press('I want to host');
    const address = (await within(flow()).findByRole('textbox', { name: 'Address' })) as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe('100 Main St, Apt 4, Springfield, IL 62701'));
    expect(within(flow()).getByText('Your default location, Home. Change it to host somewhere else.')).toBeTruthy();
    fireEvent.change(address, { target: { value: '5 Elm St, Brooklyn' } });
    expect(within(flow()).queryByText(/Your default location/)).toBeNull();
    press('Create Event');
    await screen.findByRole('dialog', { name: 'Event Created Successfully!' });
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      location_address: '5 Elm St, Brooklyn',
    });
  });

  it('counts five steps when "I want to host" is pressed on the location step, and Back returns there', async () => {
    renderFlow({ 'POST /api/calendar/find-locations': () => ({ body: makeLocations({ locations: [] }) }) });
    await reachTypes();
    fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
    press('Next');
    expect(await within(flow()).findByText('Step 4 of 4')).toBeTruthy();
    await within(flow()).findByText(/No restaurant fits this time/);
    press('I want to host');
    expect(await within(flow()).findByText('Step 5 of 5')).toBeTruthy();
    press('Back');
    expect(await within(flow()).findByText('Step 4 of 4')).toBeTruthy();
    expect(within(flow()).getByRole('heading', { name: 'Pick a location' })).toBeTruthy();
  });

  it('draws the person’s own default location as "You" beside the venues, and no friend’s home', async () => {
    renderFlow({
      'GET /api/locations': () => ({ body: { locations: [home] } }),
      'GET /api/map-settings': () => ({
        body: {
          tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
          attribution_url: 'https://www.openstreetmap.org/copyright',
        },
      }),
    });
    await reachVenues();
    await within(flow()).findByRole('button', { name: 'Lucia Pizza' });
    const origins = [...flow().querySelectorAll('.venue-map-origin')].map((origin) => origin.textContent);
    expect(origins).toEqual(['You']);
  });
});

describe('AssistedFlow: loading, empty and error states', () => {
  it('shows the free times as loading while they are on their way', async () => {
    const never = () => new Promise<MockReply>(() => undefined);
    renderFlow({ 'POST /api/find-us-time': never });
    expect(await within(flow()).findByRole('status', { name: 'Loading free times' })).toBeTruthy();
  });

  it('shows the restaurant types as loading while they are on their way', async () => {
    const never = () => new Promise<MockReply>(() => undefined);
    renderFlow({ 'POST /api/calendar/restaurant-subtypes': never });
    await reachTypes();
    expect(within(flow()).getByRole('status', { name: 'Loading restaurant types' })).toBeTruthy();
  });

  it('says so when there is no shared free time', async () => {
    renderFlow({ 'POST /api/find-us-time': () => ({ body: { success: true, time_slots: [], free_together: [] } }) });
    expect(await within(flow()).findByText(/No shared free time with your friends/)).toBeTruthy();
  });

  it.each([
    ['restaurant-subtypes', 'Failed to get restaurant preferences'],
    ['find-locations', 'Failed to find locations'],
  ])('says "%s" failed in the spec’s words', async (call, text) => {
    renderFlow({
      [`POST /api/calendar/${call}`]: (): MockReply => ({
        status: 500,
        body: { error: 'Internal server error', code: 'INTERNAL' },
      }),
    });
    await reachTypes();
    if (call === 'find-locations') {
      fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
      press('Next');
    }
    expect(await within(flow()).findByText(text)).toBeTruthy();
    expect(within(flow()).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when no venue fits, and names who has no place to start from', async () => {
    renderFlow({
      'POST /api/calendar/find-locations': () => ({
        body: makeLocations({ locations: [], unplaced_participants: [{ user_id: 'u-ana', first_name: 'Ana' }] }),
      }),
    });
    await reachTypes();
    fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
    press('Next');
    expect(await within(flow()).findByText(/No restaurant fits this time/)).toBeTruthy();
    expect(
      within(flow()).getByText('Ana has no saved location for this time, so travel times leave them out.'),
    ).toBeTruthy();
  });

  it('says in words when the group is too far apart, offering to host or a video call, with no raw minutes', async () => {
    const { api } = renderFlow({
      'POST /api/calendar/find-locations': () => ({
        body: makeLocations({
          locations: [],
          reason: 'too_far_apart',
          furthest_participants: [{ user_id: 'u-ana', first_name: 'Ana' }],
        }),
      }),
      'POST /api/calendar/events': () => ({
        body: { success: true, event: makeHangout({ title: 'Hangtime: Video call', source: 'assisted' }) },
      }),
    });
    await reachTypes();
    fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
    press('Next');
    const panel = await within(flow()).findByRole('alert', { name: 'Too far apart for one place' });
    expect(panel.textContent).toContain(
      'Your group is too far apart for one place: no restaurant is within reach of everyone. Furthest from the rest: Ana.',
    );
    expect(panel.textContent).toContain('“I want to host”');
    expect(within(flow()).getByRole('button', { name: 'I want to host' })).toBeTruthy();
    expect(within(flow()).queryByRole('radio')).toBeNull();
    expect(flow().textContent).not.toMatch(/\d+\s*minutes|\d{3,}\s*min/);

    // Create Event asks for a choice; the video call is one.
    press('Create Event');
    expect(within(flow()).getByText('Please select a location')).toBeTruthy();
    const videoCall = within(flow()).getByRole('button', { name: 'Make it a video call' });
    fireEvent.click(videoCall);
    expect(videoCall.getAttribute('aria-pressed')).toBe('true');
    expect(within(flow()).getByText('Chosen: Video call')).toBeTruthy();
    press('Create Event');
    expect(await screen.findByRole('dialog', { name: 'Event Created Successfully!' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/events')[0]?.body).toMatchObject({
      title: 'Hangtime: Video call',
      location: 'Video call',
      location_address: null,
      latitude: null,
      longitude: null,
      participant_ids: ['u-ana'],
    });
  });

  it('says a long trip in hours and minutes', async () => {
    renderFlow({
      'POST /api/calendar/find-locations': () => ({
        body: makeLocations({
          locations: [
            makeVenue({
              travel_time_minutes: 95,
              travel_times: [{ user_id: 'u-ana', first_name: 'Ana', minutes: 95, mode: 'car' }],
            }),
          ],
        }),
      }),
    });
    await reachVenues();
    expect(within(flow()).getByText('Ana: 1 h 35 min by car (longest)')).toBeTruthy();
    expect(flow().textContent).not.toMatch(/95/);
  });

  it('shows why a fallback venue is offered', async () => {
    const reason = 'No Sushi place is open then; Lucia Pizza is among the best-placed restaurants nearby.';
    renderFlow({
      'POST /api/calendar/find-locations': () => ({
        body: makeLocations({ locations: [makeVenue({ alternative_reason: reason })] }),
      }),
    });
    await reachVenues();
    expect(within(flow()).getByText(reason)).toBeTruthy();
  });

  it('keeps the flow open with everything entered when the create fails', async () => {
    renderFlow({
      'POST /api/calendar/events': () => ({ status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } }),
    });
    await reachVenues();
    fireEvent.click(within(flow()).getByRole('radio', { name: /Lucia Pizza/ }));
    press('Create Event');
    expect(await within(flow()).findByText('Failed to create event')).toBeTruthy();
    expect((within(flow()).getByRole('radio', { name: /Lucia Pizza/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Event Created Successfully!' })).toBeNull();
  });

  it('shows the server’s own words when it refuses the event', async () => {
    renderFlow({
      'POST /api/calendar/events': () => ({
        status: 400,
        body: { error: 'Participants must be your friends', code: 'VALIDATION' },
      }),
    });
    await reachVenues();
    fireEvent.click(within(flow()).getByRole('radio', { name: /Lucia Pizza/ }));
    press('Create Event');
    expect(await within(flow()).findByText('Participants must be your friends')).toBeTruthy();
  });

  it('shows venue names as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    renderFlow({
      'POST /api/calendar/find-locations': () => ({
        body: makeLocations({ locations: [makeVenue({ name: payload, address: payload })] }),
      }),
    });
    await reachTypes();
    fireEvent.click(await within(flow()).findByRole('checkbox', { name: /Pizza/ }));
    press('Next');
    await waitFor(() => expect(within(flow()).getAllByText(payload).length).toBeGreaterThanOrEqual(2));
    expect(flow().querySelector('img')).toBeNull();
  });
});
