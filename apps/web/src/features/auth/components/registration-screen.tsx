import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages } from '@hangtime/core/validation/messages';
import type { AuthResponse } from '@hangtime/core/auth/schemas';
import { FormCard } from '../../../components/form-card';
import { RouterAnchor } from '../../../components/router-links';
import { ErrorAlert } from '../../../components/status-alerts';
import { getBrowserTimeZone, getTodayIsoDate } from '../../../lib/datetime';
import { paths } from '../../../lib/paths';
import { useRegisterMutation } from '../api/register';
import { buildRegisterBody } from '../logic/register-body';
import { resolveRegisterFailure } from '../logic/register-failure';
import { emptyRegisterForm, validateRegistration, type RegisterFormValues } from '../logic/register-validation';
import { usePromoRequirement } from '../logic/use-promo-requirement';
import { PromoCodeSection } from './promo-code-section';
import { ReferralBanner } from './referral-banner';
import { RegisterFields } from './register-fields';
import type { TermsModalComponent } from './terms-modal-slot';

type RegistrationScreenProps = {
  referralCode: string | null;
  TermsModal: TermsModalComponent;
  onRegistered: (result: AuthResponse) => void;
};

export function RegistrationScreen({ referralCode, TermsModal, onRegistered }: RegistrationScreenProps) {
  const form = useForm<RegisterFormValues>({ mode: 'controlled', initialValues: emptyRegisterForm });
  const registerMutation = useRegisterMutation();
  const [isTermsOpen, setTermsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The server refused the link's code: no invitation, so neither its banner nor its free pass.
  const [isReferralRefused, setReferralRefused] = useState(false);
  const usableReferralCode = isReferralRefused ? null : referralCode;
  const promo = usePromoRequirement(form.values.email, usableReferralCode);
  const [isCheckingPromo, setCheckingPromo] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // On a long form the first problem may be off screen: take the person (and their reader) to it.
  function focusFirstInvalidField() {
    window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A quick submit may beat the promo check: wait for its answer rather than guess.
    setCheckingPromo(true);
    const isPromoRequired = await promo.resolve();
    setCheckingPromo(false);
    const errors = validateRegistration(form.getValues(), { isPromoRequired, today: getTodayIsoDate() });
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      focusFirstInvalidField();
      return;
    }
    setError(null);
    setTermsOpen(true);
  }

  function handleAccept(termsId: number) {
    const values = form.getValues();
    const body = buildRegisterBody(values, {
      termsId,
      referralCode: usableReferralCode,
      timezone: getBrowserTimeZone(),
    });
    registerMutation.mutate(body, {
      onSuccess: onRegistered,
      onError: (failure) => {
        const { message, fields } = resolveRegisterFailure(failure);
        if (fields.referral_code) setReferralRefused(true);
        setTermsOpen(false);
        setError(message);
        form.setErrors(fields);
        focusFirstInvalidField();
      },
    });
  }

  function handleDecline() {
    setTermsOpen(false);
    setError(messages.termsRequired);
  }

  return (
    <FormCard title="Create Account" subtitle="Plan less. Hang out more." width="sm">
      {usableReferralCode && <ReferralBanner action="register" referralCode={usableReferralCode} />}
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <form ref={formRef} onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <RegisterFields form={form} />
          <PromoCodeSection form={form} requirement={promo} />
          <Button type="submit" fullWidth mt="xs" loading={registerMutation.isPending || isCheckingPromo}>
            Create Account
          </Button>
        </Stack>
      </form>
      <Group gap={6} justify="center">
        <Text size="sm" c="dimmed">
          Already have an account?
        </Text>
        <RouterAnchor to={referralCode ? paths.loginWithReferral(referralCode) : paths.login} size="sm" fw={600}>
          Log in
        </RouterAnchor>
      </Group>
      <TermsModal
        opened={isTermsOpen}
        isSubmitting={registerMutation.isPending}
        onAccept={handleAccept}
        onDecline={handleDecline}
      />
    </FormCard>
  );
}
