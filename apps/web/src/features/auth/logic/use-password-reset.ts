// The three-step password reset (spec §2, §4, §8): email, then code, then new password.
import { useState } from 'react';
import { describeError } from '../../../lib/api-client';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { useResetPasswordMutation } from '../api/reset-password';
import { useVerifyResetCodeMutation } from '../api/verify-reset-code';

export type ResetStep = 'email' | 'code' | 'password';

export const RESET_CODE_SENT = 'If an account with that email exists, a reset code has been sent to your email.';
export const PASSWORD_RESET_DONE = 'Password reset successfully! You can now log in with your new password.';
const NETWORK_ERROR = 'Network error. Please try again.';

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/** initialEmail: an address the person came with (the profile's Reset Password), prefilled. */
export function usePasswordReset(initialEmail = '') {
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [isDone, setDone] = useState(false);
  const sendCode = useForgotPasswordMutation();
  const checkCode = useVerifyResetCodeMutation();
  const reset = useResetPasswordMutation();

  const fail = (fallback: string) => (error: unknown) =>
    setFeedback({ tone: 'error', text: describeError(error, { server: fallback, network: NETWORK_ERROR }) });

  function requestCode(address: string) {
    setFeedback(null);
    setEmail(address);
    sendCode.mutate(
      { email: address },
      {
        onSuccess: ({ message }) => {
          setFeedback({ tone: 'success', text: message || RESET_CODE_SENT });
          setStep('code');
        },
        onError: fail('Failed to send reset code'),
      },
    );
  }

  function submitCode(enteredCode: string) {
    setFeedback(null);
    checkCode.mutate(
      { email, code: enteredCode },
      {
        onSuccess: () => {
          setCode(enteredCode);
          setStep('password');
        },
        onError: fail('Invalid or expired reset code'),
      },
    );
  }

  function submitNewPassword(newPassword: string) {
    setFeedback(null);
    reset.mutate(
      { email, code, new_password: newPassword },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', text: PASSWORD_RESET_DONE });
          setDone(true);
        },
        onError: fail('Failed to reset password'),
      },
    );
  }

  function startOver() {
    setFeedback(null);
    setCode('');
    setStep('email');
  }

  return {
    step,
    email,
    feedback,
    isDone,
    isSending: sendCode.isPending,
    isCheckingCode: checkCode.isPending,
    isResetting: reset.isPending,
    requestCode,
    submitCode,
    submitNewPassword,
    startOver,
  };
}
