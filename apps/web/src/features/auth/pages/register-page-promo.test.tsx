// The promo check as the registration page opens (issue 14): no "Promo Code *" while codes are off.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import type { TermsModalComponent } from '../components/terms-modal-slot';
import { fillValidRegistrationForm } from './register-form.test-support';
import { RegisterPage } from './register-page';

const FakeTermsModal: TermsModalComponent = ({ opened }) => (opened ? <div role="dialog" aria-label="Terms" /> : null);

const answer = (promo_code_required: boolean) => ({ body: { promo_code_required, friend_request_sender: null } });
const placeholder = () => screen.queryByRole('status', { name: /promo code is needed/ });

/** A promo check the test answers when it chooses: every call so far, and each one after, at once. */
function heldCheck(required: boolean) {
  const waiting: Array<() => void> = [];
  let released = false;
  return {
    handler: () =>
      new Promise<ReturnType<typeof answer>>((resolve) => {
        if (released) resolve(answer(required));
        else waiting.push(() => resolve(answer(required)));
      }),
    release: () => {
      released = true;
      waiting.splice(0).forEach((answerCall) => answerCall());
    },
  };
}

describe('RegisterPage promo check', () => {
  it('asks as the page opens, without an email, and shows a placeholder, not a required field, meanwhile', async () => {
    const check = heldCheck(false);
    const api = mockApi({ 'POST /api/auth/check-promo-code-required': check.handler });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/check-promo-code-required')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/check-promo-code-required')[0]?.body).toEqual({});
    expect(placeholder()).toBeTruthy();
    expect(screen.queryByLabelText(/^Promo Code/)).toBeNull();

    check.release();
    await waitFor(() => expect(placeholder()).toBeNull());
    expect(screen.queryByLabelText(/^Promo Code/)).toBeNull();
  });

  it('shows the promo code as required when codes are on', async () => {
    mockApi({ 'POST /api/auth/check-promo-code-required': () => answer(true) });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    const field = (await screen.findByLabelText(/^Promo Code/)) as HTMLInputElement;
    expect(field.required).toBe(true);
    expect(placeholder()).toBeNull();
  });

  it('makes a submit sent before the answer wait for it, then goes on without a promo code', async () => {
    const check = heldCheck(false);
    mockApi({ 'POST /api/auth/check-promo-code-required': check.handler });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    fillValidRegistrationForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(placeholder()).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();

    check.release();
    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeTruthy();
    expect(screen.queryByText('Promo code is required')).toBeNull();
  });

  it('makes a submit sent before the answer demand the code when codes are on', async () => {
    const check = heldCheck(true);
    mockApi({ 'POST /api/auth/check-promo-code-required': check.handler });
    renderWithApp(<RegisterPage TermsModal={FakeTermsModal} />, { path: '/register' });
    fillValidRegistrationForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    check.release();
    expect(await screen.findByText('Promo code is required')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
