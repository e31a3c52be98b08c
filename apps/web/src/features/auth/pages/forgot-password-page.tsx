import { Progress, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { RouterAnchor } from '../../../components/router-links';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';
import { paths } from '../../../lib/paths';
import { readFlashState } from '../../../lib/router-state';
import { useFocusFirstFieldOnChange } from '../../../lib/use-focus-on-change';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { ForgotCodeStep } from '../components/forgot-code-step';
import { ForgotEmailStep } from '../components/forgot-email-step';
import { ForgotNewPasswordStep } from '../components/forgot-new-password-step';
import { PASSWORD_RESET_DONE, usePasswordReset, type ResetStep } from '../logic/use-password-reset';

const steps: Record<ResetStep, { number: number; label: string }> = {
  email: { number: 1, label: 'Your email' },
  code: { number: 2, label: 'The code we sent' },
  password: { number: 3, label: 'A new password' },
};

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  // The profile's Reset Password hands over the account's address in router state.
  const reset = usePasswordReset(readFlashState(useLocation().state).email ?? '');
  const stepRef = useFocusFirstFieldOnChange(reset.step);

  useDelayedAction(reset.isDone, 2000, () =>
    navigate(paths.login, {
      replace: true,
      state: { email: reset.email, message: PASSWORD_RESET_DONE },
    }),
  );

  return (
    <FormCard title="Reset Your Password" subtitle="It happens to everyone. Let's get you back in.">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          Step {steps[reset.step].number} of 3: {steps[reset.step].label}
        </Text>
        <Progress
          value={(steps[reset.step].number / 3) * 100}
          size="sm"
          aria-label={`Step ${steps[reset.step].number} of 3`}
        />
      </Stack>
      {reset.feedback?.tone === 'success' && <SuccessAlert>{reset.feedback.text}</SuccessAlert>}
      {reset.feedback?.tone === 'error' && <ErrorAlert>{reset.feedback.text}</ErrorAlert>}
      <div ref={stepRef}>
        {reset.step === 'email' && (
          <ForgotEmailStep initialEmail={reset.email} isSubmitting={reset.isSending} onSubmit={reset.requestCode} />
        )}
        {reset.step === 'code' && (
          <ForgotCodeStep
            email={reset.email}
            isSubmitting={reset.isCheckingCode}
            onSubmit={reset.submitCode}
            onStartOver={reset.startOver}
          />
        )}
        {reset.step === 'password' && (
          <ForgotNewPasswordStep
            isSubmitting={reset.isResetting}
            isDone={reset.isDone}
            onSubmit={reset.submitNewPassword}
            onStartOver={reset.startOver}
          />
        )}
      </div>
      <RouterAnchor to={paths.login} size="sm" ta="center">
        Back to Login
      </RouterAnchor>
    </FormCard>
  );
}
