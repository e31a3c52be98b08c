import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import type { TermsModalComponent } from '../components/terms-modal-slot';
import { fillValidRegistrationForm, typeInto } from './register-form.test-support';
import { RegisterPage } from './register-page';

// The real modal belongs to the legal feature; here a stand-in exposes the two decisions.
const FakeTermsModal: TermsModalComponent = ({ opened, onAccept, onDecline }) =>
  opened ? (
    <div role="dialog" aria-label="Terms">
      <button onClick={() => onAccept(7)}>I Accept the Terms</button>
      <button onClick={onDecline}>Decline</button>
    </div>
  ) : null;

const notRequired = { promo_code_required: false, friend_request_sender: null };
const promoOff = { 'POST /api/auth/check-promo-code-required': () => ({ body: notRequired }) };

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

/** As a person would: the form asks about promo codes as it opens; wait until it has its answer. */
const promoCheckAnswered = () =>
  waitFor(() => expect(screen.queryByRole('status', { name: /promo code is needed/ })).toBeNull());

describe('RegisterPage', () => {
  it('shows the validation messages and does not open the terms', async () => {
    mockApi(promoOff);
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    await promoCheckAnswered();
    submit();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Password is required',
      'Date of birth is required to verify age eligibility',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('formats the phone number as it is typed', () => {
    mockApi({});
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    typeInto(/^Phone Number/, '2025550123');
    expect((screen.getByLabelText(/^Phone Number/) as HTMLInputElement).value).toBe('202-555-0123');
  });

  it('shows "Passwords do not match"', async () => {
    mockApi(promoOff);
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    await promoCheckAnswered();
    fillValidRegistrationForm();
    typeInto(/^Confirm Password/, 'something else');
    submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('needs the terms accepted: Decline shows the spec message', async () => {
    mockApi({ 'POST /api/auth/check-promo-code-required': () => ({ body: notRequired }) });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    fillValidRegistrationForm();
    await waitFor(() => expect(screen.queryByLabelText(/^Promo Code/)).toBeNull(), { timeout: 2000 });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByText('You must accept the Terms of Use to create an account.')).toBeTruthy();
  });

  it('registers with the terms id and goes to /verify-email for an unverified address', async () => {
    const api = mockApi({
      'POST /api/auth/check-promo-code-required': () => ({ body: notRequired }),
      'POST /api/auth/register': () => ({
        status: 201,
        body: { access_token: 'new-token', user: { ...testUser, email_verified: false } },
      }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    fillValidRegistrationForm();
    await waitFor(() => expect(screen.queryByLabelText(/^Promo Code/)).toBeNull(), { timeout: 2000 });
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'I Accept the Terms' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/verify-email');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      email: testUser.email,
      message: 'Registration successful! Please check your email for a verification code.',
      fromRegistration: true,
    });
    const body = api.callsTo('POST', '/api/auth/register')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      first_name: 'Sam',
      phone_number: '+12025550123',
      birthday: '1990-05-01',
      gender: null,
      promo_code: null,
      terms_accepted: true,
      terms_id: 7,
      referral_code: null,
    });
    expect(body).not.toHaveProperty('confirm_password');
    expect(typeof body.timezone).toBe('string');
  });

  it('needs no promo code with a referral link and sends the code', async () => {
    const api = mockApi({
      'POST /api/auth/register': () => ({ status: 201, body: { access_token: 't', user: testUser } }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, {
      path: '/registration/referral/:referralCode',
      initialEntries: ['/registration/referral/FRIEND42'],
    });
    expect(screen.queryByLabelText(/^Promo Code/)).toBeNull();
    fillValidRegistrationForm();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'I Accept the Terms' }));
    expect((await screen.findByTestId('location')).textContent).toContain('/onboarding');
    expect(api.callsTo('POST', '/api/auth/register')[0]?.body).toMatchObject({
      referral_code: 'FRIEND42',
    });
    expect(api.callsTo('POST', '/api/auth/check-promo-code-required')).toHaveLength(0);
  });

  it("drops the invitation banner when the server refuses the link's referral code", async () => {
    const invalid = 'Invalid referral code. Please check the link and try again.';
    mockApi({
      'POST /api/auth/register': () => ({
        status: 404,
        body: { error: invalid, code: 'NOT_FOUND', fields: { referral_code: invalid } },
      }),
      'POST /api/auth/check-promo-code-required': () => ({ body: notRequired }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, {
      path: '/registration/referral/:referralCode',
      initialEntries: ['/registration/referral/NOSUCH'],
    });
    expect(screen.getByText('A friend invited you!')).toBeTruthy();
    fillValidRegistrationForm();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'I Accept the Terms' }));
    expect(await screen.findByText(invalid)).toBeTruthy();
    expect(screen.queryByText('A friend invited you!')).toBeNull();
    expect(screen.queryByText(/No promo code needed/)).toBeNull();
  });

  it('asks for a promo code while the gate is on, then names the inviting friend', async () => {
    mockApi({
      'POST /api/auth/check-promo-code-required': (body) => ({
        body: {
          promo_code_required: true,
          friend_request_sender: (body as { email?: string }).email ? { first_name: 'Ana', last_name: 'Lee' } : null,
        },
      }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    expect(await screen.findByLabelText(/^Promo Code/)).toBeTruthy();
    typeInto(/^Email/, 'sam@example.com');
    expect(await screen.findByText(/Ana Lee invited you to Hangtime/, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByLabelText(/^Promo Code/)).toBeNull();
  });

  it('keeps the promo code required and explains when the check fails', async () => {
    mockApi({
      'POST /api/auth/check-promo-code-required': () => ({
        status: 400,
        body: { error: 'Bad request', code: 'VALIDATION_ERROR' },
      }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    typeInto(/^Email/, 'sam@example.com');
    expect(await screen.findByText(/Unable to verify promo code requirement/, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByLabelText(/^Promo Code/)).toBeTruthy();
  });

  it('befriends a signed-in visitor with a referral link and goes to /calendar', async () => {
    window.localStorage.setItem('token', 'token-1');
    const api = mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'POST /api/auth/process-referral-login': () => ({
        body: { success: true, message: 'You are now friends' },
      }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, {
      path: '/registration/referral/:referralCode',
      initialEntries: ['/registration/referral/FRIEND42'],
    });
    expect((await screen.findByTestId('location')).textContent).toContain('/calendar');
    expect(screen.getByTestId('location-state').textContent).toContain(
      "You're now friends with the person who shared this link!",
    );
    expect(api.callsTo('POST', '/api/auth/process-referral-login')).toHaveLength(1);
  });

  it('tells a signed-in visitor when the referral code is invalid', async () => {
    window.localStorage.setItem('token', 'token-1');
    mockApi({
      'GET /api/auth/me': () => ({ body: testUser }),
      'POST /api/auth/process-referral-login': () => ({
        status: 404,
        body: { error: 'Referral code not found', code: 'NOT_FOUND' },
      }),
    });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, {
      path: '/registration/referral/:referralCode',
      initialEntries: ['/registration/referral/NOPE'],
    });
    expect(await screen.findByText('Invalid referral code. Please check the link and try again.')).toBeTruthy();
  });
});
