import { describe, expect, it } from 'vitest';
import { buildReferralMessage, buildReferralUrl } from './referral-message';

describe('referral link and message', () => {
  it('turns the server path into a full address on this site', () => {
    expect(buildReferralUrl('/registration/referral/ABC123', 'https://hangtime.app')).toBe(
      'https://hangtime.app/registration/referral/ABC123',
    );
  });

  it('keeps a link that is already absolute', () => {
    expect(buildReferralUrl('https://other.example/r/X', 'https://hangtime.app')).toBe('https://other.example/r/X');
  });

  it('is an invitation sentence followed by the link', () => {
    expect(buildReferralMessage('https://hangtime.app/registration/referral/ABC123')).toBe(
      'Join me on Hangtime so we can find time to hang out! Sign up with my link: https://hangtime.app/registration/referral/ABC123',
    );
  });
});
