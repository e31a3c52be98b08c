import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CalendarToolbar } from './calendar-toolbar';

function renderToolbar(overrides: Partial<Parameters<typeof CalendarToolbar>[0]> = {}) {
  const handlers = { onViewChange: vi.fn(), onNavigate: vi.fn(), onShowNeedsResponse: vi.fn(), onManualEvent: vi.fn() };
  renderWithApp(
    <CalendarToolbar
      view="week"
      isPhone={false}
      title="Mar 3 – 9, 2025"
      needsResponseCount={0}
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

describe('CalendarToolbar', () => {
  it('offers the four views, moving about, the range shown and Manual Event', () => {
    const handlers = renderToolbar();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'week',
      'twoWeeks',
      'month',
      'upcoming',
    ]);
    expect(screen.getByText('Upcoming')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mar 3 – 9, 2025' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.click(screen.getByRole('button', { name: 'Manual Event' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Month' }));
    expect(handlers.onNavigate.mock.calls).toEqual([['next'], ['today']]);
    expect(handlers.onManualEvent).toHaveBeenCalledOnce();
    expect(handlers.onViewChange).toHaveBeenCalledWith('month');
    expect(screen.queryByText(/need response/)).toBeNull();
  });

  it('names the list "Upcoming Events" on a phone and drops previous/next there', () => {
    renderToolbar({ isPhone: true, view: 'upcoming', title: null });
    expect(screen.getByText('Upcoming Events')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('puts the other ways to make an event beside Manual Event', () => {
    renderToolbar({ actions: <button type="button">Hangtime Now!</button> });
    expect(screen.getByRole('button', { name: 'Manual Event' }).parentElement).toBe(
      screen.getByRole('button', { name: 'Hangtime Now!' }).parentElement,
    );
  });

  it('shows "{n} need response", which leads to the list', () => {
    const handlers = renderToolbar({ needsResponseCount: 2 });
    fireEvent.click(screen.getByRole('button', { name: '2 need response' }));
    expect(handlers.onShowNeedsResponse).toHaveBeenCalledOnce();
  });
});
