import { describe, expect, it } from 'vitest';
import { PROMO_CHECK_FAILED, derivePromoRequirement } from './promo-requirement';

const on = { data: { promo_code_required: true, friend_request_sender: null }, isError: false };
const off = { data: { promo_code_required: false, friend_request_sender: null }, isError: false };
const pending = { isError: false };
const failed = { isError: true };
const invited = {
  data: { promo_code_required: false, friend_request_sender: { first_name: 'Ana', last_name: 'Lee' } },
  isError: false,
};

describe('derivePromoRequirement', () => {
  it('is unsettled (assumed required) until the opening check answers', () => {
    expect(derivePromoRequirement({ hasReferral: false, gate: pending, forEmail: null })).toEqual({
      isSettled: false,
      isPromoRequired: true,
      inviter: null,
      checkError: null,
    });
  });

  it('needs no code when the gate is off, whatever the address answer', () => {
    for (const forEmail of [null, pending, failed]) {
      expect(derivePromoRequirement({ hasReferral: false, gate: off, forEmail })).toMatchObject({
        isSettled: true,
        isPromoRequired: false,
        checkError: null,
      });
    }
  });

  it('needs a code when the gate is on until the address answer waives it', () => {
    expect(derivePromoRequirement({ hasReferral: false, gate: on, forEmail: pending })).toMatchObject({
      isSettled: true,
      isPromoRequired: true,
    });
    expect(derivePromoRequirement({ hasReferral: false, gate: on, forEmail: invited })).toMatchObject({
      isPromoRequired: false,
      inviter: { first_name: 'Ana', last_name: 'Lee' },
    });
  });

  it('keeps the code required and explains when a check fails', () => {
    for (const [gate, forEmail] of [
      [failed, null],
      [on, failed],
      [pending, failed],
    ] as const) {
      expect(derivePromoRequirement({ hasReferral: false, gate, forEmail })).toMatchObject({
        isSettled: true,
        isPromoRequired: true,
        checkError: PROMO_CHECK_FAILED,
      });
    }
  });

  it('never needs a code with a referral code', () => {
    expect(derivePromoRequirement({ hasReferral: true, gate: pending, forEmail: null })).toMatchObject({
      isSettled: true,
      isPromoRequired: false,
    });
  });
});
