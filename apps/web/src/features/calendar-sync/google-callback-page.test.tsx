import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { GoogleCallbackPage } from './google-callback-page';

describe('GoogleCallbackPage (until the calendar link is built)', () => {
  it('says that linking a calendar is not available yet and leads back to the calendar, with no endless spinner', () => {
    renderWithApp(<GoogleCallbackPage />, { path: '/google-callback' });
    expect(screen.getByRole('heading', { name: 'Calendar connections are coming soon' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your calendar' }).getAttribute('href')).toBe('/calendar');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
