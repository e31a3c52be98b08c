import { useMutation } from '@tanstack/react-query';
import { messageResponse } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Makes the signed-in person and the owner of the referral code friends. */
export function processReferralLogin(referralCode: string) {
  return apiRequest('/api/auth/process-referral-login', {
    method: 'POST',
    body: { referral_code: referralCode },
    schema: messageResponse,
  });
}

export function useProcessReferralLoginMutation() {
  return useMutation({ mutationFn: processReferralLogin });
}
