import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { SignedInReferral } from './signed-in-referral';

const renderWithReply = (reply: () => MockReply | 'network-error') => {
  mockApi({ 'POST /api/auth/process-referral-login': reply });
  renderWithApp(<SignedInReferral referralCode="FRIEND42" />);
};

describe('SignedInReferral', () => {
  it("shows the server's own reason, e.g. for a person's own link", async () => {
    renderWithReply(() => ({
      status: 400,
      body: { error: "You can't use your own referral link", code: 'VALIDATION_ERROR' },
    }));
    expect(await screen.findByText("You can't use your own referral link")).toBeTruthy();
    expect(screen.queryByText(/Invalid referral code/)).toBeNull();
  });

  it('says the network failed when the server cannot be reached', async () => {
    renderWithReply(() => 'network-error');
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
    expect(screen.queryByText(/Invalid referral code/)).toBeNull();
  });

  it('keeps the spec text for an unknown code', async () => {
    renderWithReply(() => ({ status: 404, body: { error: 'Referral code not found', code: 'NOT_FOUND' } }));
    expect(await screen.findByText('Invalid referral code. Please check the link and try again.')).toBeTruthy();
  });

  it('falls back to a general message when the server gives no reason', async () => {
    renderWithReply(() => ({ status: 500 }));
    expect(await screen.findByText("We couldn't connect you with your friend. Please try again.")).toBeTruthy();
  });
});
