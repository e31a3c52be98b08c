import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@hangtime/core/validation/messages';
import { FormCard } from '../../../components/form-card';
import { PageLoader } from '../../../components/page-loader';
import { RouterButton } from '../../../components/router-links';
import { ErrorAlert } from '../../../components/status-alerts';
import { ApiError, describeError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useProcessReferralLoginMutation } from '../api/process-referral-login';

export const REFERRAL_FRIENDS_MESSAGE = "You're now friends with the person who shared this link!";
const REFERRAL_FAILED = "We couldn't connect you with your friend. Please try again.";
const NETWORK_FAILED = 'Network error. Please try again.';

/**
 * Only an unknown code is the spec's "invalid referral code"; anything else (your own link,
 * the server down, no connection) has its own explanation, the server's when it gave one.
 */
function describeReferralFailure(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return messages.invalidReferral;
  return describeError(error, { server: REFERRAL_FAILED, network: NETWORK_FAILED });
}

/** A signed-in person who opens a friend's registration link just becomes their friend. */
export function SignedInReferral({ referralCode }: { referralCode: string }) {
  const navigate = useNavigate();
  const { mutate, isError, error } = useProcessReferralLoginMutation();
  // Strict mode runs effects twice in development; the friendship should be requested once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(referralCode, {
      onSuccess: () => navigate(paths.calendar, { replace: true, state: { message: REFERRAL_FRIENDS_MESSAGE } }),
    });
  }, [mutate, navigate, referralCode]);

  if (!isError) return <PageLoader label="Connecting you with your friend" />;
  return (
    <FormCard title="Friend link">
      <ErrorAlert>{describeReferralFailure(error)}</ErrorAlert>
      <RouterButton to={paths.calendar} fullWidth>
        Go to Calendar
      </RouterButton>
    </FormCard>
  );
}
