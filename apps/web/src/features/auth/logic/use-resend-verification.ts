import { useState } from 'react';
import { ApiError, describeError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendEmailVerificationMutation } from '../api/send-email-verification';

export const RESEND_COOLDOWN_SECONDS = 60;
export const RESEND_SUCCESS = 'Verification code sent! Please check your email.';
export const RESEND_NEEDS_EMAIL = 'Email address is required to resend verification code.';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * Resending a verification code with the 60-second cooldown (spec §4); the cooldown also runs
 * right after registration, because registering already sent a code.
 */
export function useResendVerification(startCooling: boolean) {
  const countdown = useCountdown(startCooling ? RESEND_COOLDOWN_SECONDS : 0);
  const mutation = useSendEmailVerificationMutation();
  const [feedback, setFeedback] = useState<Feedback>(null);

  function resend(email: string) {
    if (!email.trim()) {
      setFeedback({ tone: 'error', text: RESEND_NEEDS_EMAIL });
      return;
    }
    setFeedback(null);
    mutation.mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: RESEND_SUCCESS });
          countdown.start(RESEND_COOLDOWN_SECONDS);
        },
        onError: (error) => {
          // The server says how long to wait when sends are rate limited.
          if (error instanceof ApiError && error.retryAfterSeconds) {
            countdown.start(error.retryAfterSeconds);
          }
          const text = describeError(error, { server: 'Failed to resend verification code.' });
          setFeedback({ tone: 'error', text });
        },
      },
    );
  }

  return {
    resend,
    feedback,
    isSending: mutation.isPending,
    secondsLeft: countdown.secondsLeft,
    isCoolingDown: countdown.isRunning,
  };
}
