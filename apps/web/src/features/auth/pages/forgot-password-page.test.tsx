import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const SENT = 'If an account with that email exists, a reset code has been sent to your email.';

function requestCode() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sam@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
}

describe('ForgotPasswordPage', () => {
  it("starts with the address handed over in router state (the profile's Reset Password)", () => {
    mockApi({});
    renderWithApp(<ForgotPasswordPage />, {
      path: '/forgot-password',
      initialEntries: [{ pathname: '/forgot-password', state: { email: 'sam@example.com' } }],
    });
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('walks email → code → new password and returns to /login after 2 s', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
      'POST /api/auth/verify-reset-code': () => ({ body: { success: true, message: 'ok' } }),
      'POST /api/auth/reset-password': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    expect(await screen.findByText(SENT)).toBeTruthy();

    const verify = screen.getByRole('button', { name: 'Verify Code' }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Reset Code/), { target: { value: '654321' } });
    fireEvent.click(verify);

    const newPassword = await screen.findByLabelText(/^New Password/);
    fireEvent.change(newPassword, { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();

    fireEvent.change(newPassword, { target: { value: 'a much longer one' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'a much longer one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Password reset successfully!/)).toBeTruthy();
    expect((await screen.findByTestId('location', {}, { timeout: 3000 })).textContent).toContain('/login');

    expect(api.callsTo('POST', '/api/auth/verify-reset-code')[0]?.body).toEqual({
      email: 'sam@example.com',
      code: '654321',
    });
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      email: 'sam@example.com',
      code: '654321',
      new_password: 'a much longer one',
    });
  });

  it('shows the reset-code error and lets the person start over', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
      'POST /api/auth/verify-reset-code': () => ({
        status: 400,
        body: { error: 'Invalid or expired reset code', code: 'INVALID_CODE' },
      }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    fireEvent.change(await screen.findByLabelText(/Reset Code/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid or expired reset code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByRole('button', { name: 'Send Reset Code' })).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('sam@example.com');
  });

  it('goes back to step 1 with "Resend Code", keeping the email, and sends a new code from there', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    expect(await screen.findByText('Step 2 of 3: The code we sent')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(screen.getByText('Step 1 of 3: Your email')).toBeTruthy();
    expect(screen.queryByLabelText(/Reset Code/)).toBeNull();
    expect(screen.queryByText(SENT)).toBeNull();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('sam@example.com');
    // Going back sends nothing by itself: the person asks again on step 1.
    expect(api.callsTo('POST', '/api/auth/forgot-password')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByLabelText(/Reset Code/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/forgot-password').map((call) => call.body)).toEqual([
      { email: 'sam@example.com' },
      { email: 'sam@example.com' },
    ]);
  });

  it('says "Passwords do not match" at step 3 and sends nothing', async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
      'POST /api/auth/verify-reset-code': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    fireEvent.change(await screen.findByLabelText(/Reset Code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));

    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'a much longer one' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'a much longer two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('Step 3 of 3: A new password')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });

  it('falls back to "Failed to reset password" when the reset fails without a message', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
      'POST /api/auth/verify-reset-code': () => ({ body: { success: true, message: 'ok' } }),
      'POST /api/auth/reset-password': () => ({ status: 500 }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    fireEvent.change(await screen.findByLabelText(/Reset Code/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));

    fireEvent.change(await screen.findByLabelText(/^New Password/), { target: { value: 'a much longer one' } });
    fireEvent.change(screen.getByLabelText(/^Confirm New Password/), { target: { value: 'a much longer one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeTruthy();
    // The person stays on step 3 and can try again.
    expect(screen.getByText('Step 3 of 3: A new password')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the focus on the first field of each new step', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => ({ body: { success: true, message: SENT } }),
      'POST /api/auth/verify-reset-code': () => ({ body: { success: true, message: 'ok' } }),
    });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(document.activeElement).toBe(document.body);
    requestCode();
    const codeInput = await screen.findByLabelText(/Reset Code/);
    await waitFor(() => expect(document.activeElement).toBe(codeInput));

    fireEvent.change(codeInput, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    const newPassword = await screen.findByLabelText(/^New Password/);
    await waitFor(() => expect(document.activeElement).toBe(newPassword));

    fireEvent.click(screen.getByRole('button', { name: 'Start Over' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
  });

  it('says "Network error. Please try again." when offline', async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => 'network-error' });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
  });

  it('falls back to "Failed to send reset code"', async () => {
    mockApi({ 'POST /api/auth/forgot-password': () => ({ status: 500 }) });
    renderWithApp(<ForgotPasswordPage />, { path: '/forgot-password' });
    requestCode();
    expect(await screen.findByText('Failed to send reset code')).toBeTruthy();
  });
});
