import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';
import { makeEvent, makeOccurrence } from './test-fixtures';
import type { VisibleDays } from './logic/visible-days';
import { useCalendarData } from './use-calendar-data';

const office: WorkingHoursEntry = {
  id: 'wh-1',
  block_name: 'Office',
  is_recurring: true,
  day_of_week: 0,
  date: null,
  start_time: '09:00',
  end_time: '17:00',
  exceptions: [],
};

// Crosses the boundary between the first two batches, so both carry it.
const sunday = makeEvent({
  id: 'ev-2',
  title: 'Late film',
  instance_start: '2025-03-03T03:00:00.000Z',
  start_time: '2025-03-03T03:00:00.000Z',
  end_time: '2025-03-03T06:00:00.000Z',
});
const declined = makeEvent({ id: 'ev-3', title: 'Karaoke', participant_status: 'declined' });

type Reply = { status: number; body: unknown };

/** A fake server that records every URL asked for, query included. */
function stubServer(answer: (url: URL) => Reply) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      urls.push(url);
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return urls;
}

function calendarServer(url: URL): Reply {
  if (url.pathname === '/api/calendar/events') {
    const start = url.searchParams.get('start_date') ?? '';
    const events = start.startsWith('2025-03-03')
      ? [makeEvent(), sunday, declined]
      : start.startsWith('2025-02-24')
        ? [sunday]
        : [];
    return { status: 200, body: { events } };
  }
  if (url.pathname === '/api/availability-windows/occurrences') {
    return {
      status: 200,
      body: { occurrences: url.searchParams.get('start_date') === '2025-03-03' ? [makeOccurrence()] : [] },
    };
  }
  if (url.pathname === '/api/working-hours') return { status: 200, body: { working_hours: [office] } };
  return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
}

function renderData(initialDays: VisibleDays) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const zones = { browserZone: 'America/New_York', userZone: 'Europe/Paris' };
  return renderHook(({ days }) => useCalendarData(days, zones), { wrapper, initialProps: { days: initialDays } });
}

const eventCalls = (urls: URL[]) => urls.filter((url) => url.pathname === '/api/calendar/events');

describe('useCalendarData', () => {
  it('asks for week batches with two buffered days each side, in the browser zone', async () => {
    const urls = stubServer(calendarServer);
    const { result } = renderData({ startDate: '2025-03-03', endDate: '2025-03-10' });
    await waitFor(() => expect(result.current.isPending).toBe(false));

    expect(
      eventCalls(urls).map((url) => [url.searchParams.get('start_date'), url.searchParams.get('end_date')]),
    ).toEqual([
      ['2025-02-24T05:00:00.000Z', '2025-03-03T05:00:00.000Z'],
      ['2025-03-03T05:00:00.000Z', '2025-03-10T04:00:00.000Z'],
      ['2025-03-10T04:00:00.000Z', '2025-03-17T04:00:00.000Z'],
    ]);
    const occurrenceCalls = urls.filter((url) => url.pathname === '/api/availability-windows/occurrences');
    expect(
      occurrenceCalls.map((url) => `${url.searchParams.get('start_date')}..${url.searchParams.get('end_date')}`),
    ).toEqual(['2025-02-24..2025-03-02', '2025-03-03..2025-03-09', '2025-03-10..2025-03-16']);
  });

  it('shows each event once, leaves declined ones out, and adds the blocks', async () => {
    stubServer(calendarServer);
    const { result } = renderData({ startDate: '2025-03-03', endDate: '2025-03-10' });
    await waitFor(() => expect(result.current.isPending).toBe(false));

    const titles = result.current.inputs.map((input) => input.title);
    expect(titles.filter((title) => title === 'Late film')).toHaveLength(1);
    expect(titles).toContain('Dinner');
    expect(titles).not.toContain('Karaoke');
    expect(titles).toContain('Evenings free');
    // Working hours in the user's zone (Paris, UTC+1 in March): Mondays 09:00 → 08:00 UTC.
    const mondays = result.current.inputs.filter((input) => input.title === 'Office').map((input) => input.start);
    expect(mondays).toEqual(['2025-02-24T08:00:00.000Z', '2025-03-03T08:00:00.000Z', '2025-03-10T08:00:00.000Z']);
    expect(result.current.hasEventsInView).toBe(true);
    expect(result.current.eventsByKey.get('ev-1|2025-03-04T18:30:00.000Z')?.title).toBe('Dinner');
  });

  it('fetches only the batch it lacks when the view moves on a week', async () => {
    const urls = stubServer(calendarServer);
    const { result, rerender } = renderData({ startDate: '2025-03-03', endDate: '2025-03-10' });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    rerender({ days: { startDate: '2025-03-10', endDate: '2025-03-17' } });
    await waitFor(() => expect(result.current.isPending).toBe(false));

    expect(eventCalls(urls).map((url) => url.searchParams.get('start_date'))).toEqual([
      '2025-02-24T05:00:00.000Z',
      '2025-03-03T05:00:00.000Z',
      '2025-03-10T04:00:00.000Z',
      '2025-03-17T04:00:00.000Z',
    ]);
    expect(urls.filter((url) => url.pathname === '/api/working-hours')).toHaveLength(1);
    expect(result.current.hasEventsInView).toBe(false);
  });

  it('says "Failed to load calendar data" when a batch fails, and asks again on retry', async () => {
    let isDown = true;
    const urls = stubServer((url) =>
      isDown && url.pathname === '/api/calendar/events' ? { status: 503, body: {} } : calendarServer(url),
    );
    const { result } = renderData({ startDate: '2025-03-03', endDate: '2025-03-10' });
    await waitFor(() => expect(result.current.errorMessage).toBe('Failed to load calendar data'));

    isDown = false;
    const before = eventCalls(urls).length;
    result.current.retry();
    await waitFor(() => expect(result.current.errorMessage).toBeNull());
    expect(eventCalls(urls).length).toBe(before + 3);
  });
});
