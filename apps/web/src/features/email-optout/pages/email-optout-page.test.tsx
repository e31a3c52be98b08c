import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { EmailOptOutPage } from './email-optout-page';

const emailInput = () => screen.getByLabelText(/Email Address/);
const optOutButton = () => screen.getByRole('button', { name: 'Opt Out' });

describe('EmailOptOutPage', () => {
  it('checks the address before asking for confirmation', () => {
    mockApi({});
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    fireEvent.click(optOutButton());
    expect(screen.getByText('Email address is required')).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: 'not-an-address' } });
    fireEvent.click(optOutButton());
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, Opt Out' })).toBeNull();
  });

  it('goes form → confirmation → success and sends the email and reason', async () => {
    const api = mockApi({
      'POST /api/email-optout/opt-out': () => ({ body: { success: true, message: 'Done' } }),
    });
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'too_many_emails' } });
    fireEvent.click(optOutButton());

    expect(screen.getByText('Event invitations by email')).toBeTruthy();
    expect(screen.getByText('Promotional emails')).toBeTruthy();
    expect(screen.getByText('System notifications by email')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, Opt Out' }));
    expect(await screen.findByText("You've been opted out")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Hangtime' }).getAttribute('href')).toBe('/');
    expect(api.callsTo('POST', '/api/email-optout/opt-out')[0]?.body).toEqual({
      email: 'sam@example.com',
      reason: 'too_many_emails',
    });
  });

  it('closes the confirmation on Cancel without sending anything', () => {
    const api = mockApi({});
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    fireEvent.click(optOutButton());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Yes, Opt Out' })).toBeNull();
    expect(optOutButton()).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('moves focus into the confirmation panel, and back to Opt Out when it is cancelled', async () => {
    mockApi({});
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    optOutButton().focus();
    fireEvent.click(optOutButton());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Opt out of Hangtime emails?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(optOutButton()));
  });

  it('sends no reason when none is chosen, and reports a failure', async () => {
    const api = mockApi({ 'POST /api/email-optout/opt-out': () => 'network-error' });
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    fireEvent.click(optOutButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, Opt Out' }));
    expect(await screen.findByText('Failed to opt out. Please try again.')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'sam@example.com', reason: null });
  });

  it('leads Cancel on the form back to the main site', () => {
    mockApi({});
    renderWithApp(<EmailOptOutPage />, { path: '/email-optout' });
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/');
  });
});
