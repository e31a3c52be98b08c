import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { RouterAnchor } from '../../../components/router-links';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';
import { describeError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { readFlashState } from '../../../lib/router-state';
import { useSession } from '../../../lib/session';
import { useDelayedAction } from '../../../lib/use-delayed-action';
import { useVerifyEmailMutation } from '../api/verify-email';
import { CodeInput, isCompleteCode } from '../components/code-input';
import { VerificationHelp } from '../components/verification-help';
import { useResendVerification } from '../logic/use-resend-verification';

export const VERIFIED_AFTER_REGISTRATION = 'Email verified successfully! Welcome to Hangtime!';
export const VERIFIED_PLEASE_LOG_IN = 'Email verified successfully! You can now log in.';
const REDIRECT_DELAY_MS = 2000;

export function VerifyEmailPage() {
  const flash = readFlashState(useLocation().state);
  const [searchParams] = useSearchParams();
  const session = useSession();
  // Signed in (e.g. sent here by a guarded route before verifying): the account's own address,
  // and verifying continues into the app as it does right after registration.
  const signedInUser = session.status === 'authenticated' ? session.user : null;
  const continuesIntoApp = flash.fromRegistration === true || signedInUser !== null;
  const knownEmail = flash.email ?? searchParams.get('email') ?? signedInUser?.email ?? '';
  const [email, setEmail] = useState(knownEmail);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [verifiedMessage, setVerifiedMessage] = useState<string | null>(null);
  const verifyMutation = useVerifyEmailMutation();
  const resender = useResendVerification({
    wasCodeJustSent: flash.fromRegistration === true,
    // Login refuses an unverified account without mailing a code, so the page sends one.
    sendOnArrivalTo: flash.fromRegistration ? null : flash.email?.trim() || null,
  });
  const navigate = useNavigate();

  useDelayedAction(verifiedMessage !== null, REDIRECT_DELAY_MS, () => {
    if (continuesIntoApp) navigate(paths.onboarding, { replace: true });
    else navigate(paths.login, { replace: true, state: { email, message: VERIFIED_PLEASE_LOG_IN } });
  });

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCompleteCode(code) || verifiedMessage) return;
    setError(null);
    verifyMutation.mutate(
      { email: email.trim(), code },
      {
        onSuccess: () => {
          if (continuesIntoApp) void session.refreshUser();
          setVerifiedMessage(continuesIntoApp ? VERIFIED_AFTER_REGISTRATION : VERIFIED_PLEASE_LOG_IN);
        },
        onError: (failure) => setError(describeError(failure, { server: 'Verification failed. Please try again.' })),
      },
    );
  }

  const subtitle = knownEmail ? (
    <>
      We sent a 6-digit code to <strong>{knownEmail}</strong>.
    </>
  ) : (
    'Enter your email address and the 6-digit code we sent you.'
  );

  return (
    <FormCard title="Verify Your Email" subtitle={subtitle}>
      {flash.message &&
        !verifiedMessage &&
        (flash.fromRegistration ? (
          <SuccessAlert>{flash.message}</SuccessAlert>
        ) : (
          <Alert color="blue" variant="light">
            {flash.message}
          </Alert>
        ))}
      {verifiedMessage && <SuccessAlert>{verifiedMessage}</SuccessAlert>}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      {resender.feedback?.tone === 'success' && <SuccessAlert>{resender.feedback.text}</SuccessAlert>}
      {resender.feedback?.tone === 'error' && <ErrorAlert>{resender.feedback.text}</ErrorAlert>}
      <form onSubmit={handleVerify} noValidate>
        <Stack gap="sm">
          {!knownEmail && (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          )}
          <CodeInput value={code} onChange={setCode} />
          <Button
            type="submit"
            fullWidth
            disabled={!isCompleteCode(code) || verifiedMessage !== null}
            loading={verifyMutation.isPending}
          >
            Verify
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <RouterAnchor to={paths.login} state={{ email }} size="sm">
          Back to Login
        </RouterAnchor>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => resender.resend(email)}
          disabled={resender.isCoolingDown || verifiedMessage !== null}
          loading={resender.isSending}
        >
          {resender.isCoolingDown ? `Resend Code (${resender.secondsLeft}s)` : 'Resend Code'}
        </Button>
      </Group>
      <VerificationHelp email={email} />
    </FormCard>
  );
}
