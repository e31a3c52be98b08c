import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@hangtime/core/validation/index';
import { FormCard } from '../../../components/form-card';
import { PageLoader } from '../../../components/page-loader';
import { RouterButton } from '../../../components/router-links';
import { ErrorAlert } from '../../../components/status-alerts';
import { paths } from '../../../lib/paths';
import { useProcessReferralLoginMutation } from '../api/process-referral-login';

export const REFERRAL_FRIENDS_MESSAGE = "You're now friends with the person who shared this link!";

/** A signed-in person who opens a friend's registration link just becomes their friend. */
export function SignedInReferral({ referralCode }: { referralCode: string }) {
  const navigate = useNavigate();
  const { mutate, isError } = useProcessReferralLoginMutation();
  // Strict mode runs effects twice in development; the friendship should be requested once.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(referralCode, {
      onSuccess: () =>
        navigate(paths.calendar, { replace: true, state: { message: REFERRAL_FRIENDS_MESSAGE } }),
    });
  }, [mutate, navigate, referralCode]);

  if (!isError) return <PageLoader label="Connecting you with your friend" />;
  return (
    <FormCard title="Friend link">
      <ErrorAlert>{messages.invalidReferral}</ErrorAlert>
      <RouterButton to={paths.calendar} fullWidth>
        Go to Calendar
      </RouterButton>
    </FormCard>
  );
}
