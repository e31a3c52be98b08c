import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { useOnboardingComplete, useOnboardingProgress } from './use-onboarding-progress';

function Probe() {
  const { status } = useOnboardingProgress();
  return <p>{`${status}: ${useOnboardingComplete() ? 'complete' : 'not complete'}`}</p>;
}

function renderProbe(friends: number, validCount: number, ratedCount: number) {
  window.localStorage.setItem('token', 'token-1');
  mockApi({
    'GET /api/auth/me': () => ({ body: testUser }),
    'GET /api/friends': () => ({
      body: {
        friends: Array.from({ length: friends }, (_, index) => ({
          id: `f-${index}`,
          friend: { id: `u-${index}`, first_name: 'Jo', last_name: 'Park', email: `${index}@example.com` },
          priority: false,
          hangout_style: 'either',
          created_at: '2025-01-01T00:00:00.000Z',
        })),
      },
    }),
    'GET /api/availability-windows/validation': () => ({ body: { valid_count: validCount } }),
    'GET /api/preferences': () => ({
      body: {
        preferences: Array.from({ length: ratedCount }, (_, index) => ({
          id: index,
          name: `A${index}`,
          category_id: 1,
          category_name: 'Restaurants',
          rating: 'like',
        })),
      },
    }),
  });
  renderWithApp(<Probe />);
}

describe('useOnboardingComplete', () => {
  it('is true once all three goals are met', async () => {
    renderProbe(3, 1, 10);
    expect(screen.getByText('loading: not complete')).toBeTruthy();
    expect(await screen.findByText('success: complete')).toBeTruthy();
  });

  it('is false while one goal is still open', async () => {
    renderProbe(3, 1, 9);
    expect(await screen.findByText('success: not complete')).toBeTruthy();
  });
});
