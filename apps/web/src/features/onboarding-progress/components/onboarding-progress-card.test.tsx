import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { useOnboardingProgress } from '../logic/use-onboarding-progress';
import { OnboardingProgressCard } from './onboarding-progress-card';

function CardWithCounts() {
  return <OnboardingProgressCard state={useOnboardingProgress()} />;
}

const friend = (id: string) => ({
  id,
  friend: { id: `u-${id}`, first_name: 'Jo', last_name: 'Park', email: `${id}@example.com` },
  priority: false,
  hangout_style: 'either',
  created_at: '2025-01-01T00:00:00.000Z',
});
const rated = (count: number, rating: 'like' | 'dislike' | 'unsure' = 'like') =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Activity ${index}`,
    category_id: 1,
    category_name: 'Restaurants',
    rating,
  }));

function renderCard(replies: {
  friends?: () => MockReply;
  validation?: () => MockReply;
  preferences?: () => MockReply;
}) {
  window.localStorage.setItem('token', 'token-1');
  const api = mockApi({
    'GET /api/auth/me': () => ({ body: testUser }),
    'GET /api/friends': replies.friends ?? (() => ({ body: { friends: [] } })),
    'GET /api/availability-windows/validation': replies.validation ?? (() => ({ body: { valid_count: 0 } })),
    'GET /api/preferences': replies.preferences ?? (() => ({ body: { preferences: [] } })),
  });
  return { api, ...renderWithApp(<CardWithCounts />) };
}

describe('OnboardingProgressCard', () => {
  it('shows each goal with its count and its way forward, and the percentage', async () => {
    renderCard({
      friends: () => ({ body: { friends: [friend('a'), friend('b')] } }),
      validation: () => ({ body: { valid_count: 1 } }),
      preferences: () => ({ body: { preferences: [...rated(6), ...rated(3, 'dislike'), ...rated(4, 'unsure')] } }),
    });
    const card = await screen.findByRole('region', { name: 'Get set up to plan' });
    expect(within(card).getByText('33% complete')).toBeTruthy();
    const goals = within(card).getAllByRole('listitem');
    expect(goals.map((goal) => goal.textContent)).toEqual([
      expect.stringContaining('Not done yet · 2 of 3 friends'),
      expect.stringContaining('Done · 1 of 1 window'),
      expect.stringContaining('Not done yet · 9 of 10 rated'),
    ]);
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add Friends', '/friends'],
      ['Set Availability', '/availability-windows'],
      ['Rate Activities', '/profile?tab=preferences'],
    ]);
    expect(within(card).queryByRole('link', { name: 'Start Planning Events' })).toBeNull();
  });

  it('folds into one line once every goal is met, and opens again', async () => {
    renderCard({
      friends: () => ({ body: { friends: [friend('a'), friend('b'), friend('c')] } }),
      validation: () => ({ body: { valid_count: 2 } }),
      preferences: () => ({ body: { preferences: rated(10, 'dislike') } }),
    });
    const card = await screen.findByRole('region', { name: "You're all set up!" });
    expect(within(card).getByText('100% complete')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Start Planning Events' }).getAttribute('href')).toBe(
      '/calendar?plan=hangtime',
    );
    expect(within(card).queryByRole('link', { name: 'Add Friends' })).toBeNull();
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(await within(card).findByRole('link', { name: 'Add Friends' })).toBeTruthy();
  });

  it('says "Failed to load progress data" and loads again on Retry', async () => {
    let fail = true;
    const { api } = renderCard({
      validation: () => (fail ? { status: 500, body: { error: 'Internal error' } } : { body: { valid_count: 0 } }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Failed to load progress data');
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('0% complete')).toBeTruthy();
    expect(api.callsTo('GET', '/api/availability-windows/validation')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
