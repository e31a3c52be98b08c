import { useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { RouterAnchor } from '../../../components/router-links';
import { ErrorAlert, SuccessAlert } from '../../../components/status-alerts';
import { paths } from '../../../lib/paths';
import { readFlashState } from '../../../lib/router-state';
import { useSession } from '../../../lib/session';
import { useLoginMutation } from '../api/login';
import { LoginForm } from '../components/login-form';
import { ReferralBanner } from '../components/referral-banner';
import { resolveLoginFailure } from '../logic/login-failure';
import type { LoginIdentifier } from '../logic/login-identifier';

export function LoginPage() {
  const { referralCode } = useParams();
  const flash = readFlashState(useLocation().state);
  const navigate = useNavigate();
  const session = useSession();
  const loginMutation = useLoginMutation();
  const [error, setError] = useState<string | null>(null);

  function handleLogin(identifier: LoginIdentifier, password: string) {
    setError(null);
    // The server befriends the referrer as part of the login itself, so no second call is needed.
    loginMutation.mutate(
      { ...identifier, password, referral_code: referralCode ?? null },
      {
        onSuccess: ({ access_token, user }) => {
          session.signIn(access_token, user);
          navigate(paths.calendar, { replace: true });
        },
        onError: (failure) => {
          const outcome = resolveLoginFailure(failure, identifier);
          if (outcome.kind === 'verify-email') navigate(outcome.to, { state: outcome.state });
          else setError(outcome.message);
        },
      },
    );
  }

  return (
    <FormCard title="Welcome back" subtitle="Log in to see who's free and what's next.">
      {referralCode && <ReferralBanner action="login" referralCode={referralCode} />}
      {flash.message && !error && <SuccessAlert>{flash.message}</SuccessAlert>}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <LoginForm initialIdentifier={flash.email} isSubmitting={loginMutation.isPending} onSubmit={handleLogin} />
      <Stack gap={6} align="center">
        <RouterAnchor to={paths.forgotPassword} size="sm">
          Forgot your password?
        </RouterAnchor>
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            New to Hangtime?
          </Text>
          <RouterAnchor
            to={referralCode ? paths.registerWithReferral(referralCode) : paths.register}
            size="sm"
            fw={600}
          >
            Register
          </RouterAnchor>
        </Group>
      </Stack>
    </FormCard>
  );
}
