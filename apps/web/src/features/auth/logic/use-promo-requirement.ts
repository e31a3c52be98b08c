// Whether registration needs a promo code (spec §4, §8): the gate is asked as the page opens, the
// typed address once it looks like one; never with a referral code or a pending invitation.
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isSimpleEmail } from '@hangtime/core/validation/contact';
import { promoCheckQueryOptions } from '../api/check-promo-code-required';
import { derivePromoRequirement, needsPromoCode, type PromoRequirement } from './promo-requirement';

export { PROMO_CHECK_FAILED, type PromoRequirement } from './promo-requirement';

const normalise = (email: string) => email.trim().toLowerCase();

export type PromoRequirementState = PromoRequirement & {
  /** For the submit: the settled answer for the address as typed now, asking if not known yet. */
  resolve: () => Promise<boolean>;
};

export function usePromoRequirement(email: string, referralCode: string | null): PromoRequirementState {
  const queryClient = useQueryClient();
  const hasReferral = referralCode !== null;
  const gate = useQuery({ ...promoCheckQueryOptions(null), enabled: !hasReferral });
  const [debouncedEmail] = useDebouncedValue(normalise(email), 500);
  // A half-typed address would only earn a 400, so the per-address check waits for a plausible one.
  const canCheckEmail = !hasReferral && isSimpleEmail(debouncedEmail);
  const forEmail = useQuery({ ...promoCheckQueryOptions(debouncedEmail), enabled: canCheckEmail });

  async function resolve(): Promise<boolean> {
    if (hasReferral) return false;
    try {
      if (!(await queryClient.fetchQuery(promoCheckQueryOptions(null))).promo_code_required) return false;
      const typed = normalise(email);
      if (!isSimpleEmail(typed)) return true;
      return needsPromoCode(await queryClient.fetchQuery(promoCheckQueryOptions(typed)));
    } catch {
      // Unanswered means required (spec §4); the failed query shows its message on the form.
      return true;
    }
  }

  const requirement = derivePromoRequirement({
    hasReferral,
    gate: { data: gate.data, isError: gate.isError },
    forEmail: canCheckEmail ? { data: forEmail.data, isError: forEmail.isError } : null,
  });
  return { ...requirement, resolve };
}
