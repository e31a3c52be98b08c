import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { VerifyEmailPage } from './verify-email-page';

const codeInput = () => screen.getByLabelText(/Verification Code/) as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

const fromLogin = { email: 'sam@example.com', message: 'Email verification required' };

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

  it('starts the resend cooldown on arrival from registration, without sending another code', () => {
    const api = mockApi({});
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
    expect(api.calls).toHaveLength(0);
  });

  it('sends one code on arrival from the login redirect and starts the cooldown', async () => {
    const api = mockApi({
      'POST /api/auth/send-email-verification': () => ({ body: { success: true, message: 'Sent' } }),
    });
    // Strict mode runs the arrival effect twice; still one code must go out.
    renderWithApp(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      {
        path: '/verify-email',
        initialEntries: [{ pathname: '/verify-email', state: fromLogin }],
      },
    );
    expect(await screen.findByText('Verification code sent! Please check your email.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/send-email-verification').map((call) => call.body)).toEqual([
      { email: 'sam@example.com' },
    ]);
    const resend = screen.getByRole('button', { name: /Resend Code \(\d+s\)/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it('keeps quiet about a 429 on the arrival send (a code went out under a minute ago)', async () => {
    const api = mockApi({
      'POST /api/auth/send-email-verification': () => ({
        status: 429,
        body: { error: 'Please wait before requesting another code.', code: 'RATE_LIMITED' },
        headers: { 'Retry-After': '42' },
      }),
    });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: [{ pathname: '/verify-email', state: fromLogin }],
    });
    expect(await screen.findByRole('button', { name: 'Resend Code (42s)' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/send-email-verification')).toHaveLength(1);
    expect(screen.queryByText('Please wait before requesting another code.')).toBeNull();
    expect(screen.queryByText('Failed to resend verification code.')).toBeNull();
    expect(screen.queryByText('Verification code sent! Please check your email.')).toBeNull();
  });

  it('unlocks Resend when the arrival send fails for another reason', async () => {
    mockApi({ 'POST /api/auth/send-email-verification': () => 'network-error' });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: [{ pathname: '/verify-email', state: fromLogin }],
    });
    expect(await screen.findByText('Failed to resend verification code.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('verifies, then sends the person to /login with the email and message after 2 s', async () => {
    const api = mockApi({
      'POST /api/auth/send-email-verification': () => ({ body: { success: true, message: 'Sent' } }),
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

  it('falls back to "Verification failed. Please try again." when the server gives no reason', async () => {
    mockApi({ 'POST /api/auth/verify-email': () => ({ status: 500 }) });
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
    expect(verifyButton().disabled).toBe(false);
  });

  it('lists what to try when the code does not arrive, naming the address', () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Check your spam or junk folder.',
      'Make sure sam@example.com is correct.',
      'Codes expire after 15 minutes, so request a new one if yours is older.',
      "Still stuck? Contact Hangtime support and we'll help you get in.",
    ]);
  });

  it('links "Back to Login" to /login with the email in router state', async () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, {
      path: '/verify-email',
      initialEntries: ['/verify-email?email=sam%40example.com'],
    });
    const back = screen.getByRole('link', { name: 'Back to Login' });
    expect(back.getAttribute('href')).toBe('/login');
    fireEvent.click(back);
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      email: 'sam@example.com',
    });
  });

  it('carries a typed email to /login when the page did not know one', async () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByText(/Make sure your email address is correct/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'kim@example.com' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/login');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      email: 'kim@example.com',
    });
  });

  it('needs an email to resend', () => {
    mockApi({});
    renderWithApp(<VerifyEmailPage />, { path: '/verify-email' });
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByText('Email address is required to resend verification code.')).toBeTruthy();
  });
});
