import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, testUser } from '../../test/mock-api';
import { renderWithApp } from '../../test/render';
import { NavigationBar } from './navigation-bar';

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('NavigationBar', () => {
  it('offers Login and Register to visitors', () => {
    mockApi({});
    renderWithApp(<NavigationBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(linkNames(nav)).toEqual(['Login', 'Register']);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
  });

  it('offers the app sections, the bell and Logout once signed in', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({ 'GET /api/auth/me': () => ({ body: testUser }) });
    renderWithApp(<NavigationBar />);
    const logout = await screen.findByRole('button', { name: 'Logout' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Calendar' }).getAttribute('href')).toBe('/');
    expect(linkNames(nav)).toEqual(['Calendar', 'Availability', 'Friends', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Availability' }).getAttribute('href')).toBe('/availability-windows');
    expect(await within(nav).findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(logout).toBeTruthy();
  });

  it('shows no bell before the email is verified, so nothing calls APIs that refuse the person', async () => {
    window.localStorage.setItem('token', 'token-1');
    const api = mockApi({ 'GET /api/auth/me': () => ({ body: { ...testUser, email_verified: false } }) });
    renderWithApp(<NavigationBar />);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/me']);
  });

  it('opens the collapsed menu with the burger and closes it on a link tap', async () => {
    mockApi({});
    renderWithApp(<NavigationBar />, { asLayout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileMenu = document.getElementById('mobile-menu');
    expect(mobileMenu).not.toBeNull();
    fireEvent.click(within(mobileMenu as HTMLElement).getByRole('link', { name: 'Register' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/register');
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('closes the menu on a tap outside the bar', async () => {
    mockApi({});
    renderWithApp(<NavigationBar />, { asLayout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    fireEvent.mouseDown(document.body);
    fireEvent.touchStart(document.body);
    await waitFor(() => expect(document.getElementById('mobile-menu')).toBeNull());
  });

  it('closes the menu on Escape and leaves the focus on the burger', () => {
    mockApi({});
    renderWithApp(<NavigationBar />, { asLayout: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobileMenu = document.getElementById('mobile-menu') as HTMLElement;
    const link = within(mobileMenu).getByRole('link', { name: 'Login' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it.each([
    ['answers', () => ({ body: { success: true } })],
    ['fails', () => 'network-error' as const],
  ])('logs out when the server %s: forgets the token, then loads the landing page', async (_case, reply) => {
    window.localStorage.setItem('token', 'token-1');
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'POST /api/auth/logout': reply,
    });
    const onSignedOut = vi.fn();
    renderWithApp(<NavigationBar />, { onSignedOut });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
