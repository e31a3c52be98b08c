import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderWithApp } from '../test/render';
import { AuthErrorAlert } from './auth-error-alert';

describe('AuthErrorAlert', () => {
  it('reports a failed user fetch (not a 401) and can be dismissed, keeping the token', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => 'network-error' });
    renderWithApp(<AuthErrorAlert />);
    expect(await screen.findByText('Authentication Error:')).toBeTruthy();
    expect(screen.getByText('Failed to fetch user data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Authentication Error:')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('token-1');
  });
});
