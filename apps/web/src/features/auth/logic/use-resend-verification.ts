import { useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '../../../lib/api-client';
import { useCountdown } from '../../../lib/use-countdown';
import { useSendEmailVerificationMutation } from '../api/send-email-verification';

export const RESEND_COOLDOWN_SECONDS = 60;
export const RESEND_SUCCESS = 'Verification code sent! Please check your email.';
export const RESEND_NEEDS_EMAIL = 'Email address is required to resend verification code.';
const RESEND_FAILED = 'Failed to resend verification code.';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

type ResendOptions = {
  /** Registering already sent a code, so only the cooldown starts. */
  wasCodeJustSent: boolean;
  /**
   * The login that redirected here sent no code, so one goes to this address on arrival;
   * null when no code should be sent automatically.
   */
  sendOnArrivalTo: string | null;
};

/**
 * Sending verification codes with the 60-second cooldown (spec §4), which also runs right after
 * registration and after the code sent automatically on arrival.
 */
export function useResendVerification({ wasCodeJustSent, sendOnArrivalTo }: ResendOptions) {
  const countdown = useCountdown(wasCodeJustSent || sendOnArrivalTo ? RESEND_COOLDOWN_SECONDS : 0);
  const startCountdown = countdown.start;
  const mutation = useSendEmailVerificationMutation();
  const { mutate } = mutation;
  const [feedback, setFeedback] = useState<Feedback>(null);
  // Strict mode runs effects twice in development; one arrival sends one code.
  const hasSentOnArrival = useRef(false);

  useEffect(() => {
    if (!sendOnArrivalTo || hasSentOnArrival.current) return;
    hasSentOnArrival.current = true;
    mutate(
      { email: sendOnArrivalTo },
      {
        onSuccess: () => setFeedback({ tone: 'success', text: RESEND_SUCCESS }),
        onError: (error) => {
          // A 429 means a code went out less than a minute ago: the person has one to enter.
          if (error instanceof ApiError && error.status === 429) {
            if (error.retryAfterSeconds) startCountdown(error.retryAfterSeconds);
            return;
          }
          // Nothing was sent, so Resend must not stay locked behind the countdown.
          startCountdown(0);
          setFeedback({ tone: 'error', text: describeError(error, { server: RESEND_FAILED }) });
        },
      },
    );
  }, [mutate, sendOnArrivalTo, startCountdown]);

  function resend(email: string) {
    if (!email.trim()) {
      setFeedback({ tone: 'error', text: RESEND_NEEDS_EMAIL });
      return;
    }
    setFeedback(null);
    mutate(
      { email: email.trim() },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: RESEND_SUCCESS });
          startCountdown(RESEND_COOLDOWN_SECONDS);
        },
        onError: (error) => {
          // The server says how long to wait when sends are rate limited.
          if (error instanceof ApiError && error.retryAfterSeconds) {
            startCountdown(error.retryAfterSeconds);
          }
          setFeedback({ tone: 'error', text: describeError(error, { server: RESEND_FAILED }) });
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
