import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { mockApi, testUser, type MockReply } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { FreeTogetherBand } from './components/free-together-band';
import { FreeTogetherLegend } from './components/free-together-legend';
import { readFreeBand } from './logic/free-together-inputs';
import { OVERLAY_STORAGE_KEY } from './logic/overlay-preference';
import { findUsTimeAnswer, makeSlot, stretchOf } from './test-fixtures';
import { useFreeTogether } from './use-free-together';

type Days = { startDate: string; endDate: string };
const week: Days = { startDate: '2030-06-10', endDate: '2030-06-17' };

/** The overlay as the calendar wires it: the legend, and each band as the grid would draw it. */
function Overlay({ days, onOpen }: { days: Days | null; onOpen: (slot: TimeSlotView) => void }) {
  const { inputs, legend } = useFreeTogether(days);
  return (
    <>
      <FreeTogetherLegend {...legend} />
      <ul aria-label="Bands">
        {inputs.map((input) => (
          <li key={String(input.id)} className={String(input.className)}>
            <FreeTogetherBand band={readFreeBand(input.extendedProps ?? {})!} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </>
  );
}

function renderOverlay(reply: () => MockReply | 'network-error' | Promise<MockReply>, days: Days | null = week) {
  window.localStorage.setItem('token', 'test-token');
  const onOpen = vi.fn();
  const api = mockApi({ 'GET /api/auth/me': () => ({ body: { user: testUser } }), 'POST /api/find-us-time': reply });
  renderWithApp(<Overlay days={days} onOpen={onOpen} />);
  return { api, onOpen };
}

const slotsReply =
  (slots: TimeSlotView[], freeTogether = slots.map(stretchOf)) =>
  () => ({ body: findUsTimeAnswer(slots, freeTogether) });
const bands = () => within(screen.getByRole('list', { name: 'Bands' })).queryAllByRole('button');

describe('the free-together overlay', () => {
  it('asks from the first day shown and draws each slot as a band labelled with its count', async () => {
    const later = makeSlot({
      start_time: '2030-06-14T12:15:00.000Z',
      end_time: '2030-06-14T15:15:00.000Z',
      available_friend_ids: ['u-ana', 'u-ben', 'u-cy'],
      available_friends: ['Ana Diaz', 'Ben Ode', 'Cy Park'],
      friend_count: 3,
    });
    const { api } = renderOverlay(slotsReply([makeSlot(), later]));
    await waitFor(() => expect(bands()).toHaveLength(2));
    expect(api.callsTo('POST', '/api/find-us-time')[0]?.body).toEqual({ reference_date: '2030-06-10' });
    expect(bands().map((band) => band.textContent)).toEqual(['2 free', '3 free']);
    expect(bands()[0]?.getAttribute('aria-label')).toBe(
      'Plan a hangout Wed, Jun 12, 2030, 6:00 PM – 10:00 PM. Free together: Ana Diaz, Ben Ode. 2 free',
    );
    expect(screen.getByText('Shaded: times your friends are free with you')).toBeTruthy();
    expect(screen.queryByText('No shared free time in these days')).toBeNull();
  });

  it('names the free friends when a band gets the focus, and plans from it when pressed', async () => {
    const slot = makeSlot();
    const { onOpen } = renderOverlay(slotsReply([slot]));
    await waitFor(() => expect(bands()).toHaveLength(1));
    const band = bands()[0]!;
    // A native button: in the tab order, and Enter or Space press it.
    expect(band.tagName).toBe('BUTTON');
    expect(band.tabIndex).toBe(0);
    act(() => band.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Free together: Ana Diaz, Ben Ode');
    fireEvent.click(band);
    expect(onOpen).toHaveBeenCalledWith(slot);
  });

  it('opens, from a stretch, the overlapping slot with the most friends', async () => {
    // Ana alone 18:00–22:00; Ana and Ben 19:00–20:00 only: two slots, three stretches.
    const long = makeSlot({ available_friend_ids: ['u-ana'], available_friends: ['Ana Diaz'], friend_count: 1 });
    const pair = makeSlot({
      start_time: '2030-06-12T13:15:00.000Z',
      end_time: '2030-06-12T14:15:00.000Z',
      duration_minutes: 60,
    });
    const stretches = [
      { ...stretchOf(long), end_time: pair.start_time },
      stretchOf(pair),
      { ...stretchOf(long), start_time: pair.end_time },
    ];
    const { onOpen } = renderOverlay(slotsReply([long, pair], stretches));
    await waitFor(() => expect(bands()).toHaveLength(3));
    expect(bands().map((band) => band.textContent)).toEqual(['1 free', '2 free', '1 free']);
    fireEvent.click(bands()[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(pair);
    // Ana's hour before only touches the pair's slot: it opens her own long slot.
    fireEvent.click(bands()[0]!);
    expect(onOpen).toHaveBeenLastCalledWith(long);
  });

  it('shades a stretch no slot overlaps and names its friends, but opens nothing from it', async () => {
    const short = { ...stretchOf(makeSlot()), end_time: '2030-06-12T12:45:00.000Z' };
    const { onOpen } = renderOverlay(slotsReply([], [short]));
    await waitFor(() => expect(bands()).toHaveLength(1));
    const band = bands()[0]!;
    expect(band.getAttribute('aria-disabled')).toBe('true');
    expect(band.getAttribute('aria-label')).toBe(
      'Wed, Jun 12, 2030, 6:00 PM – 6:30 PM. Free together: Ana Diaz, Ben Ode. 2 free. Too short to plan a hangout.',
    );
    act(() => band.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Free together: Ana Diaz, Ben Ode');
    fireEvent.click(band);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('says quietly that there is no shared free time in the days shown', async () => {
    const elsewhere = makeSlot({ start_time: '2030-06-20T12:15:00.000Z', end_time: '2030-06-20T14:15:00.000Z' });
    renderOverlay(slotsReply([elsewhere]));
    expect(await screen.findByText(/No shared free time in these days/)).toBeTruthy();
    expect(bands()).toHaveLength(0);
  });

  it('asks nothing for days that have passed', async () => {
    const { api } = renderOverlay(slotsReply([makeSlot()]), { startDate: '2020-03-02', endDate: '2020-03-09' });
    expect(await screen.findByText(/No shared free time in these days/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/find-us-time')).toHaveLength(0);
  });

  it('says "Failed to find available time" without getting in the way, and tries again', async () => {
    let answers = 0;
    renderOverlay(() => {
      answers += 1;
      return answers === 1
        ? { status: 500, body: { error: 'Something went wrong', code: 'INTERNAL' } }
        : slotsReply([makeSlot()])();
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to find available time');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(bands()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is looking while the answer is on its way', () => {
    renderOverlay(() => new Promise<MockReply>(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Finding when your friends are free…');
  });

  it('turns off, remembers it, and asks nothing while off', async () => {
    const { api } = renderOverlay(slotsReply([makeSlot()]));
    await waitFor(() => expect(bands()).toHaveLength(1));
    fireEvent.click(screen.getByRole('switch', { name: 'Show free time with friends' }));
    expect(bands()).toHaveLength(0);
    expect(screen.queryByText('Shaded: times your friends are free with you')).toBeNull();
    expect(window.localStorage.getItem(OVERLAY_STORAGE_KEY)).toBe('off');
    expect(api.callsTo('POST', '/api/find-us-time')).toHaveLength(1);
  });

  it('starts off when it was turned off before', () => {
    window.localStorage.setItem(OVERLAY_STORAGE_KEY, 'off');
    const { api } = renderOverlay(slotsReply([makeSlot()]));
    expect((screen.getByRole('switch', { name: 'Show free time with friends' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(api.callsTo('POST', '/api/find-us-time')).toHaveLength(0);
  });

  it('shows friend names as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    renderOverlay(slotsReply([makeSlot({ available_friends: [payload, 'Ben Ode'] })]));
    await waitFor(() => expect(bands()).toHaveLength(1));
    act(() => bands()[0]!.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe(`Free together: ${payload}, Ben Ode`);
    expect(document.querySelector('img')).toBeNull();
  });
});
