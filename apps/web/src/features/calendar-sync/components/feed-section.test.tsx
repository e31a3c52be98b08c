import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { reply } from '../test-fixtures';
import { FeedSection } from './feed-section';

const FEED = 'GET /api/calendar/feed';
const OLD = 'http://localhost/feeds/old-secret.ics';
const NEW = 'http://localhost/feeds/new-secret.ics';
const address = () => screen.getByRole('textbox', { name: 'Feed address' }) as HTMLInputElement;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: spy } });
  return spy;
}

describe('FeedSection', () => {
  it('shows a placeholder while loading, then the address, read-only, and how to subscribe', async () => {
    mockApi({ [FEED]: () => reply.ok({ url: OLD }) });
    renderWithApp(<FeedSection />);
    expect(screen.getByRole('status', { name: 'Loading your feed address' })).toBeTruthy();
    await waitFor(() => expect(address().value).toBe(OLD));
    expect(address().readOnly).toBe(true);
    expect(screen.getByText(/Apple Calendar: File, New Calendar Subscription/)).toBeTruthy();
  });

  it('makes a path the server gives a whole address', async () => {
    mockApi({ [FEED]: () => reply.ok({ url: '/feeds/abc.ics' }) });
    renderWithApp(<FeedSection />);
    await waitFor(() => expect(address().value).toBe(`${window.location.origin}/feeds/abc.ics`));
  });

  it('says the address could not be loaded, and asks again on Try again', async () => {
    let answer = reply.error(503);
    mockApi({ [FEED]: () => answer });
    renderWithApp(<FeedSection />);
    expect(await screen.findByText('Failed to load your Hangtime feed address')).toBeTruthy();
    answer = reply.ok({ url: OLD });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(address().value).toBe(OLD));
  });

  it('copies the address, and says so', async () => {
    mockApi({ [FEED]: () => reply.ok({ url: OLD }) });
    const writeText = stubClipboard(async () => undefined);
    renderWithApp(<FeedSection />);
    await waitFor(() => expect(address().value).toBe(OLD));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Feed address copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(OLD);
  });

  it('says when the browser refuses to copy, and selects the address to copy by hand', async () => {
    mockApi({ [FEED]: () => reply.ok({ url: OLD }) });
    stubClipboard(async () => Promise.reject(new Error('denied')));
    renderWithApp(<FeedSection />);
    await waitFor(() => expect(address().value).toBe(OLD));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Failed to copy the address/)).toBeTruthy();
    expect(address().selectionEnd).toBe(OLD.length);
  });

  it('makes a new address only after a confirmation that the old one stops working', async () => {
    const api = mockApi({
      [FEED]: () => reply.ok({ url: OLD }),
      'POST /api/calendar/feed': () => reply.ok({ url: NEW }),
    });
    renderWithApp(<FeedSection />);
    await waitFor(() => expect(address().value).toBe(OLD));
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/feed')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));

    await waitFor(() => expect(address().value).toBe(NEW));
    expect(screen.getByText(/New address made/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/calendar/feed')).toHaveLength(1);
  });

  it("shows the server's reason when a new address cannot be made, keeping the old one", async () => {
    mockApi({
      [FEED]: () => reply.ok({ url: OLD }),
      'POST /api/calendar/feed': () => reply.error(429, 'Too many requests. Try again in a minute.', 'RATE_LIMITED'),
    });
    renderWithApp(<FeedSection />);
    await waitFor(() => expect(address().value).toBe(OLD));
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toBeTruthy();
    expect(address().value).toBe(OLD);
  });
});
