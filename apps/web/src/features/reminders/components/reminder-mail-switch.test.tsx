import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import {
  REMINDER_SETTINGS_LOAD_FAILED,
  REMINDER_SETTINGS_SAVE_FAILED,
  ReminderMailSwitch,
} from './reminder-mail-switch';

const SETTINGS = '/api/reminders/settings';
const switchLabel = 'Reminders and nudges by email';

describe('ReminderMailSwitch', () => {
  beforeEach(() => window.localStorage.setItem('token', 'token-1'));

  it("shows the server's setting, and saves a change at once", async () => {
    const api = mockApi({
      [`GET ${SETTINGS}`]: () => ({ body: { settings: { emails_enabled: true } } }),
      [`PUT ${SETTINGS}`]: (body) => ({ body: { settings: body } }),
    });
    renderWithApp(<ReminderMailSwitch />);
    const toggle = await screen.findByRole('switch', { name: switchLabel });
    expect((toggle as HTMLInputElement).checked).toBe(true);

    fireEvent.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT', SETTINGS)).toHaveLength(1));
    expect(api.callsTo('PUT', SETTINGS)[0]!.body).toEqual({ emails_enabled: false });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: switchLabel }) as HTMLInputElement).checked).toBe(false),
    );
  });

  it('puts the switch back and says so when the save fails', async () => {
    mockApi({
      [`GET ${SETTINGS}`]: () => ({ body: { settings: { emails_enabled: true } } }),
      [`PUT ${SETTINGS}`]: () => ({ status: 500, body: { error: 'Something went wrong' } }),
    });
    renderWithApp(<ReminderMailSwitch />);
    fireEvent.click(await screen.findByRole('switch', { name: switchLabel }));
    expect(await screen.findByText(REMINDER_SETTINGS_SAVE_FAILED)).toBeTruthy();
    expect((screen.getByRole('switch', { name: switchLabel }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers to try again when the setting cannot be read', async () => {
    mockApi({ [`GET ${SETTINGS}`]: () => ({ status: 500, body: { error: 'Something went wrong' } }) });
    renderWithApp(<ReminderMailSwitch />);
    expect(await screen.findByText(REMINDER_SETTINGS_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
