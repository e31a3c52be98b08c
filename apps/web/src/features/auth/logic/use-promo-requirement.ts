// Whether registration needs a promo code (spec §4, §8): assumed yes until the server answers
// for the typed email; never with a referral code or a pending invitation from a friend.
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { isSimpleEmail } from '@hangtime/core/validation/index';
import type { PromoCheckResponse } from '@hangtime/core/auth/schemas';
import { promoCheckQueryOptions } from '../api/check-promo-code-required';

export const PROMO_CHECK_FAILED =
  'Unable to verify promo code requirement. Please try again or contact support if you believe you should not need a promo code.';

export type PromoRequirement = {
  isPromoRequired: boolean;
  inviter: PromoCheckResponse['friend_request_sender'];
  checkError: string | null;
};

export function usePromoRequirement(email: string, referralCode: string | null): PromoRequirement {
  const [debouncedEmail] = useDebouncedValue(email.trim().toLowerCase(), 500);
  // A half-typed address would only earn a 400, so the check waits for a plausible one.
  const canCheck = referralCode === null && isSimpleEmail(debouncedEmail);
  const check = useQuery({ ...promoCheckQueryOptions(debouncedEmail), enabled: canCheck });

  if (referralCode !== null) return { isPromoRequired: false, inviter: null, checkError: null };
  if (canCheck && check.data) {
    const inviter = check.data.friend_request_sender;
    return { isPromoRequired: check.data.promo_code_required && !inviter, inviter, checkError: null };
  }
  if (canCheck && check.isError) {
    return { isPromoRequired: true, inviter: null, checkError: PROMO_CHECK_FAILED };
  }
  return { isPromoRequired: true, inviter: null, checkError: null };
}
