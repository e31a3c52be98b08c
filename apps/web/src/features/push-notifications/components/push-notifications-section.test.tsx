import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { PUSH_MESSAGES } from '../logic/push-messages';
import { PushNotificationsSection } from './push-notifications-section';

describe('PushNotificationsSection', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it('says so plainly where the browser has no push, with no switch to try', async () => {
    mockApi({});
    vi.stubGlobal('PushManager', undefined);
    renderWithApp(<PushNotificationsSection />);
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByRole('heading', { name: PUSH_MESSAGES.heading })).toBeTruthy();
  });

  it('shows the switch off, and the blocked state, without asking for permission', async () => {
    mockApi({});
    const requestPermission = vi.fn();
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', { permission: 'denied', requestPermission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined, ready: new Promise(() => {}) },
    });
    renderWithApp(<PushNotificationsSection />);
    const toggle = (await screen.findByRole('switch', { name: PUSH_MESSAGES.switchLabel })) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText(PUSH_MESSAGES.blocked)).toBeTruthy();
    expect(requestPermission).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
