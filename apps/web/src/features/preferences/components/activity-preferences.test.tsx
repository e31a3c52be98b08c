import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { outdoors, pizza, preferencesReply, restaurants } from '../test-fixtures';
import { ActivityPreferences } from './activity-preferences';

type Handlers = Parameters<typeof mockApi>[0];

function renderPreferences(handlers: Handlers) {
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: testUser }),
    'GET /api/preferences': () => preferencesReply.items([{ ...pizza, rating: 'like' }]),
    'GET /api/preferences/categories': () => preferencesReply.categories([restaurants, outdoors]),
    ...handlers,
  });
  renderWithApp(<ActivityPreferences />);
  return api;
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('ActivityPreferences', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('lists each category with its activities and their ratings', async () => {
    renderPreferences({});
    expect(await screen.findByRole('button', { name: /Restaurants/ })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Restaurants activities' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(pressed('Like Pizza')).toBe('true');
    expect(pressed('Unsure about Sushi')).toBe('true');
    expect(pressed('Dislike Sushi')).toBe('false');
    expect(await screen.findByText('You like (1):')).toBeTruthy();
  });

  it('shows a rating at once and saves it to its category', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const api = renderPreferences({
      'PUT /api/preferences/categories/1': () => new Promise<MockReply>((resolve) => (answer = resolve)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Sushi' }));
    await waitFor(() => expect(pressed('Like Sushi')).toBe('true'));
    expect(api.callsTo('PUT', '/api/preferences/categories/1')[0]?.body).toEqual({
      preferences: [{ subtype_id: 7, rating: 'like' }],
    });
    answer(preferencesReply.saved());
    await waitFor(() => expect(api.callsTo('GET', '/api/preferences/categories').length).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the rating back and says so when the save fails', async () => {
    let reads = 0;
    let answer: (reply: MockReply) => void = () => undefined;
    renderPreferences({
      'PUT /api/preferences/categories/1': () => new Promise<MockReply>((resolve) => (answer = resolve)),
      // Later reads never answer: what the screen shows after the failure is its own revert.
      'GET /api/preferences/categories': () =>
        ++reads === 1 ? preferencesReply.categories([restaurants, outdoors]) : new Promise<MockReply>(() => undefined),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Dislike Pizza' }));
    await waitFor(() => expect(pressed('Dislike Pizza')).toBe('true'));
    answer(preferencesReply.failure(500));
    expect(await screen.findByText('Failed to update preference. Please try again.')).toBeTruthy();
    expect(pressed('Like Pizza')).toBe('true');
    expect(pressed('Dislike Pizza')).toBe('false');
  });

  it('pressing the chosen rating again takes it back to unsure', async () => {
    let stored = restaurants;
    const api = renderPreferences({
      'GET /api/preferences/categories': () => preferencesReply.categories([stored]),
      'PUT /api/preferences/categories/1': () => {
        stored = {
          ...restaurants,
          subcategories: restaurants.subcategories.map((item) => ({ ...item, rating: 'unsure' as const })),
        };
        return preferencesReply.saved();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like Pizza' }));
    await waitFor(() => expect(pressed('Unsure about Pizza')).toBe('true'));
    expect(api.callsTo('PUT', '/api/preferences/categories/1')[0]?.body).toEqual({
      preferences: [{ subtype_id: 1, rating: 'unsure' }],
    });
  });

  it('says "Failed to load activity categories" and tries again', async () => {
    let calls = 0;
    renderPreferences({
      'GET /api/preferences/categories': () =>
        ++calls === 1 ? preferencesReply.failure(500) : preferencesReply.categories([restaurants]),
    });
    expect(await screen.findByText('Failed to load activity categories')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Like Sushi' })).toBeTruthy();
  });

  it('says "Failed to load preferences" when the rated list fails', async () => {
    renderPreferences({ 'GET /api/preferences': () => preferencesReply.failure(500) });
    expect(await screen.findByText('Failed to load preferences')).toBeTruthy();
  });

  it('says so when there is nothing to rate', async () => {
    renderPreferences({
      'GET /api/preferences': () => preferencesReply.items([]),
      'GET /api/preferences/categories': () => preferencesReply.categories([]),
    });
    expect(await screen.findByText('No activity categories available yet.')).toBeTruthy();
    expect(screen.getByText(/You haven't rated any activities yet/)).toBeTruthy();
  });
});
