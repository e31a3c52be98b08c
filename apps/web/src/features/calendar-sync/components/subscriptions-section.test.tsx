import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarSubscription } from '@hangtime/core/calendar-link/schemas';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { failingSubscription, okSubscription, reply } from '../test-fixtures';
import { SubscriptionsSection } from './subscriptions-section';

const LIST = 'GET /api/calendar-subscriptions';
const ADD = 'POST /api/calendar-subscriptions';
const field = () => screen.getByRole('textbox', { name: /Calendar address \(iCal\)/ }) as HTMLInputElement;
const rowOf = (address: string) =>
  within(screen.getByRole('list', { name: 'Calendar subscriptions' }))
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(address)) as HTMLElement;

const listed = (subscriptions: CalendarSubscription[]): MockReply => reply.ok({ subscriptions });

describe('SubscriptionsSection', () => {
  it('shows a placeholder while loading, then says there are none, with the add form', async () => {
    mockApi({ [LIST]: () => listed([]) });
    renderWithApp(<SubscriptionsSection />);
    expect(screen.getByRole('status', { name: 'Loading calendar subscriptions' })).toBeTruthy();
    expect(await screen.findByText('No calendar subscriptions yet. Add one below.')).toBeTruthy();
    expect(field().getAttribute('placeholder')).toBe('webcal://');
    expect(screen.getByText(/never titles, places or guests/)).toBeTruthy();
  });

  it('says the list could not be loaded, and loads it again on Try again', async () => {
    let answer = reply.error(500);
    mockApi({ [LIST]: () => answer });
    renderWithApp(<SubscriptionsSection />);
    expect(await screen.findByText('Failed to load your calendar subscriptions')).toBeTruthy();
    answer = listed([okSubscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('https://calendar.example.com/…')).toBeTruthy();
  });

  it('lists each calendar by its masked address with when it was updated and its busy times, or why it failed', async () => {
    // Made before the screen, whose clock starts when it mounts.
    const answer = listed([okSubscription(), failingSubscription()]);
    mockApi({ [LIST]: () => answer });
    renderWithApp(<SubscriptionsSection />);
    await screen.findByRole('list', { name: 'Calendar subscriptions' });
    expect(
      within(rowOf('https://calendar.example.com/…')).getByText('Updated 10 minutes ago · 12 busy times'),
    ).toBeTruthy();
    expect(
      within(rowOf('webcal://p01-caldav.icloud.com/…')).getByText('The address did not answer with a calendar'),
    ).toBeTruthy();
  });

  it('shows a note the server kept on a calendar that was read', async () => {
    const capped = { ...okSubscription(), last_error: 'Only the first 5,000 busy times of this calendar are used' };
    const answer = listed([capped]);
    mockApi({ [LIST]: () => answer });
    renderWithApp(<SubscriptionsSection />);
    const row = await screen.findByRole('listitem');
    expect(within(row).getByText('Updated 10 minutes ago · 12 busy times')).toBeTruthy();
    expect(within(row).getByText('Only the first 5,000 busy times of this calendar are used')).toBeTruthy();
  });

  it("shows the server's reason under the field when a calendar is refused, keeping what was typed", async () => {
    const typed = 'https://127.0.0.1/private.ics';
    const api = mockApi({
      [LIST]: () => listed([]),
      [ADD]: () => reply.error(400, 'This address points into a private network', 'VALIDATION_ERROR'),
    });
    renderWithApp(<SubscriptionsSection />);
    await screen.findByText('No calendar subscriptions yet. Add one below.');
    fireEvent.change(field(), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Calendar' }));

    expect(await screen.findByText('This address points into a private network')).toBeTruthy();
    expect(field().value).toBe(typed);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(api.callsTo('POST', '/api/calendar-subscriptions')[0]?.body).toEqual({ url: typed });
  });

  it('asks for an address before sending an empty one', async () => {
    const api = mockApi({ [LIST]: () => listed([]) });
    renderWithApp(<SubscriptionsSection />);
    await screen.findByText('No calendar subscriptions yet. Add one below.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Calendar' }));
    expect(await screen.findByText('Enter the calendar’s iCal address')).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar-subscriptions')).toHaveLength(0);
  });

  it('adds a calendar: the field empties and the list shows it', async () => {
    let subscriptions: CalendarSubscription[] = [];
    mockApi({
      [LIST]: () => listed(subscriptions),
      [ADD]: () => {
        subscriptions = [okSubscription()];
        return { status: 201, body: { success: true, subscription: okSubscription() } };
      },
    });
    renderWithApp(<SubscriptionsSection />);
    await screen.findByText('No calendar subscriptions yet. Add one below.');
    fireEvent.change(field(), { target: { value: ' webcal://calendar.example.com/secret.ics ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Calendar' }));
    expect(await screen.findByText('Calendar added.')).toBeTruthy();
    expect(await screen.findByText('https://calendar.example.com/…')).toBeTruthy();
    expect(field().value).toBe('');
  });

  it('refreshes one calendar and shows its new result', async () => {
    let current = failingSubscription();
    const api = mockApi({
      [LIST]: () => listed([current]),
      [`POST /api/calendar-subscriptions/${current.id}/refresh`]: () => {
        current = {
          ...current,
          last_result: 'ok',
          last_error: null,
          busy_blocks: 1,
          last_fetched_at: new Date().toISOString(),
        };
        return reply.ok({ success: true, subscription: current });
      },
    });
    renderWithApp(<SubscriptionsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh webcal://p01-caldav.icloud.com/…' }));
    expect(await screen.findByText('Updated just now · 1 busy time')).toBeTruthy();
    expect(api.callsTo('POST', `/api/calendar-subscriptions/${current.id}/refresh`)).toHaveLength(1);
  });

  it('asks before removing a calendar, then removes it', async () => {
    let subscriptions = [okSubscription(), failingSubscription()];
    const target = failingSubscription();
    const api = mockApi({
      [LIST]: () => listed(subscriptions),
      [`DELETE /api/calendar-subscriptions/${target.id}`]: () => {
        subscriptions = [okSubscription()];
        return reply.ok({ success: true, message: 'Calendar removed' });
      },
    });
    renderWithApp(<SubscriptionsSection />);
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${target.masked_url}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this calendar?' });
    expect(api.callsTo('DELETE', `/api/calendar-subscriptions/${target.id}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Calendar removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(target.masked_url)).toBeNull());
  });

  it('offers no form once the limit of 10 calendars is reached', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...okSubscription(),
      id: `6f1c2a3e-0000-4000-8000-0000000000${10 + index}`,
      masked_url: `https://cal${index}.example.com/…`,
    }));
    mockApi({ [LIST]: () => listed(many) });
    renderWithApp(<SubscriptionsSection />);
    expect(await screen.findByText(/You can subscribe to at most 10 calendars/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Calendar' })).toBeNull();
  });
});
