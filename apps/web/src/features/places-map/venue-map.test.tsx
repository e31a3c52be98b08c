// What happy-dom can check honestly: the markers, their names, the selection and the texts. It has
// no layout, so where the pins land and the tiles are left to Chromium (the flow's e2e, screenshots).
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import VenueMap, { mapTexts } from './venue-map';
import type { MapVenue } from './venue-map-types';

const payload = '<img src=x onerror="window.__pwned=1">';
const venues: MapVenue[] = [
  { id: 'node/1', name: "Joe's Pizza", latitude: 40.7306, longitude: -73.9866 },
  { id: 'way/2', name: 'Katz’s Delicatessen', latitude: 40.7223, longitude: -73.9874 },
  { id: 'node/3', name: payload, latitude: 40.7411, longitude: -73.9897 },
];
const settings = {
  tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attribution_url: 'https://www.openstreetmap.org/copyright',
};

/** The map as step 4 uses it: the selection lives in the parent. */
function SelectableMap({
  onSelect,
  initial = null,
}: {
  onSelect: (id: string | null) => void;
  initial?: string | null;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(initial);
  return (
    <VenueMap
      venues={venues}
      selectedId={selectedId}
      onSelect={(id) => {
        onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

function renderMap(
  reply: () => { status?: number; body?: unknown } = () => ({ body: settings }),
  initial: string | null = null,
) {
  const api = mockApi({ 'GET /api/map-settings': reply });
  const onSelect = vi.fn();
  renderWithApp(<SelectableMap onSelect={onSelect} initial={initial} />);
  return { api, onSelect };
}

const marker = (name: string) => screen.findByRole('button', { name });

describe('VenueMap', () => {
  it('shows a marker named after each venue, names as text', async () => {
    renderMap();
    for (const venue of venues) expect(await marker(venue.name)).toBeTruthy();
    expect(document.querySelector('.leaflet-marker-pane img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('selects a venue on click, moves the selection to another, and unselects the selected one', async () => {
    const { onSelect } = renderMap();
    fireEvent.click(await marker("Joe's Pizza"));
    expect(onSelect).toHaveBeenLastCalledWith('node/1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "Joe's Pizza" }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: 'Katz’s Delicatessen' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Katz’s Delicatessen' }));
    expect(onSelect).toHaveBeenLastCalledWith('way/2');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "Joe's Pizza" }).getAttribute('aria-pressed')).toBe('false'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Katz’s Delicatessen' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Katz’s Delicatessen' }).getAttribute('aria-pressed')).toBe('false'),
    );
  });

  it('draws the selected venue apart from the others', async () => {
    renderMap(undefined, 'way/2');
    const selected = await marker('Katz’s Delicatessen');
    expect(selected.classList.contains('venue-map-marker--selected')).toBe(true);
    expect((await marker("Joe's Pizza")).classList.contains('venue-map-marker--selected')).toBe(false);
  });

  it('presses a focused marker with Enter or Space, as a button', async () => {
    const { onSelect } = renderMap();
    fireEvent.keyDown(await marker("Joe's Pizza"), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith('node/1');
    fireEvent.keyDown(await marker("Joe's Pizza"), { key: ' ' });
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onSelect).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(await marker("Joe's Pizza"), { key: 'a' });
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('credits the tiles with a link to their copyright page, the setting shown as text', async () => {
    renderMap(() => ({ body: { ...settings, attribution: 'Tiles <b>Example</b>' } }));
    const credit = await screen.findByRole('link', { name: 'Tiles <b>Example</b>' });
    expect(credit.getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(document.querySelector('.leaflet-control-attribution b')).toBeNull();
  });

  it('asks the server which tiles to use, without a token', async () => {
    window.localStorage.setItem('token', 'test-token');
    const { api } = renderMap();
    await marker("Joe's Pizza");
    const [call] = api.callsTo('GET', '/api/map-settings');
    expect(call?.headers.get('authorization')).toBeNull();
    expect(await screen.findByRole('link', { name: '© OpenStreetMap contributors' })).toBeTruthy();
  });

  it('holds the place of the map while the settings load', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const api = mockApi({ 'GET /api/map-settings': () => new Promise((resolve) => (answer = resolve)) });
    renderWithApp(<VenueMap venues={venues} selectedId={null} onSelect={() => undefined} />);
    expect(await screen.findByRole('status', { name: mapTexts.loading })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/map-settings')).toHaveLength(1));
    answer({ body: settings });
    expect(await marker("Joe's Pizza")).toBeTruthy();
    expect(screen.queryByRole('status', { name: mapTexts.loading })).toBeNull();
  });

  it('marks the viewer’s own place with its label, not as a venue one could choose', async () => {
    mockApi({ 'GET /api/map-settings': () => ({ body: settings }) });
    const origins = [{ id: 'you', label: 'You', latitude: 40.7268, longitude: -73.9815 }];
    renderWithApp(<VenueMap venues={venues} origins={origins} selectedId={null} onSelect={() => undefined} />);
    await marker("Joe's Pizza");
    const you = document.querySelector('.venue-map-origin') as HTMLElement;
    expect(you.textContent).toBe('You');
    expect(you.getAttribute('role')).toBeNull();
    expect(screen.queryByRole('button', { name: 'You' })).toBeNull();
  });

  it('says so in words when no tile comes (offline, the tile server blocked)', async () => {
    renderMap();
    await marker("Joe's Pizza");
    const tiles = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')];
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    for (const tile of tiles) tile.dispatchEvent(new Event('error'));
    expect(await screen.findByText(mapTexts.failed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Joe's Pizza" })).toBeNull();
  });

  it('says the list still has every venue when the settings cannot be loaded', async () => {
    renderMap(() => ({ status: 500, body: { error: 'Internal server error', code: 'INTERNAL' } }));
    expect(await screen.findByText(mapTexts.failed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Joe's Pizza" })).toBeNull();
  });
});
