import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

const codeInput = () => screen.getByLabelText(/Verification Code/) as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

describe('VerifyEmailPage', () => {
  it('accepts digits only, at most six, and enables Verify at exactly six', () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    expect(screen.getAllByText('sam@example.com').length).toBeGreaterThan(0);
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '12a34' } });
    expect(codeInput().value).toBe('1234');
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(codeInput(), { target: { value: '123 456' } });
    expect(codeInput().value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
    fireEvent.change(codeInput(), { target: { value: '1234567' } });
    expect(codeInput().value).toBe('123456');
  });

  it('starts the resend cooldown on arrival from registration', () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: [
        {
          pathname: '/verify-email',
          state: { email: 'sam@example.com', message: 'Registration successful!', fromRegistration: true },
        },
      ],
    });
    const resend = screen.getByRole('button', { name: /Resend Code \(60s\)/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('verifies, then sends the person to /login with the email and message after 2 s', async () => {
    const api = mockApi({
      'POST /api/auth/verify-email': () => ({ body: { success: true, message: 'Verified' } }),
    });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: [{ pathname: '/verify-email', state: { email: 'sam@example.com' } }],
    });
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Email verified successfully! You can now log in.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/verify-email')[0]?.body).toEqual({
      email: 'sam@example.com',
      code: '123456',
    });
    expect((await screen.findByTestId('location', {}, { timeout: 3000 })).textContent).toContain('/login');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      email: 'sam@example.com',
      message: 'Email verified successfully! You can now log in.',
    });
  });

  it("shows the server's error for a wrong code", async () => {
    mockApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { error: 'Invalid or expired verification code', code: 'INVALID_CODE' },
      }),
    });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Invalid or expired verification code')).toBeTruthy();
  });

  it('resends a code and counts down 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/auth/send-email-verification': () => ({ body: { success: true, message: 'Sent' } }),
    });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Verification code sent! Please check your email.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend Code \(60s\)/ })).toBeTruthy();
    // One act per second: each tick renders before the next timer is set.
    for (let second = 0; second < 60; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
    }
    expect((screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('needs an email to resend', () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByText('Email address is required to resend verification code.')).toBeTruthy();
  });
});
