// What the registration form shows for the promo code, from the two answers of the promo check
// (spec §4: assumed required until the check says otherwise). Pure, so each case is tested alone.
import type { PromoCheckResponse } from '@hangtime/core/auth/schemas';

export const PROMO_CHECK_FAILED =
  'Unable to verify promo code requirement. Please try again or contact support if you believe you should not need a promo code.';

export type PromoRequirement = {
  /** False only while the opening check has not answered: the form shows a quiet placeholder. */
  isSettled: boolean;
  isPromoRequired: boolean;
  inviter: PromoCheckResponse['friend_request_sender'];
  checkError: string | null;
};

/** One check's state: its answer, whether it failed, or neither (not asked, or still asking). */
export type PromoAnswer = { data?: PromoCheckResponse; isError: boolean };

export function derivePromoRequirement(input: {
  hasReferral: boolean;
  /** The check without an email, sent as the page opens: is the beta gate on at all? */
  gate: PromoAnswer;
  /** The check for the typed address, once it looks like one. */
  forEmail: PromoAnswer | null;
}): PromoRequirement {
  const { hasReferral, gate, forEmail } = input;
  const settled = (isPromoRequired: boolean, rest: Partial<PromoRequirement> = {}): PromoRequirement => ({
    isSettled: true,
    isPromoRequired,
    inviter: null,
    checkError: null,
    ...rest,
  });

  if (hasReferral) return settled(false);
  // With the gate off nobody needs a code, whatever the address.
  if (gate.data && !gate.data.promo_code_required) return settled(false);
  if (forEmail?.data) {
    const inviter = forEmail.data.friend_request_sender;
    return settled(forEmail.data.promo_code_required && !inviter, { inviter });
  }
  if (forEmail?.isError || gate.isError) return settled(true, { checkError: PROMO_CHECK_FAILED });
  if (gate.data) return settled(true);
  return { isSettled: false, isPromoRequired: true, inviter: null, checkError: null };
}

/** The answer the submit needs, from a check's reply: a pending invitation waives the code. */
export function needsPromoCode(answer: PromoCheckResponse): boolean {
  return answer.promo_code_required && !answer.friend_request_sender;
}
