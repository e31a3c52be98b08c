import { Alert, Skeleton, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UsersIcon } from '../../../components/icons';
import type { RegisterFormValues } from '../logic/register-validation';
import type { PromoRequirement } from '../logic/use-promo-requirement';

type PromoCodeSectionProps = {
  form: UseFormReturnType<RegisterFormValues>;
  requirement: PromoRequirement;
};

/** The promo code field while Hangtime is in beta, or why it is not needed. */
export function PromoCodeSection({ form, requirement }: PromoCodeSectionProps) {
  const { inviter, checkError, isPromoRequired, isSettled } = requirement;
  // Until the opening check answers, neither a required field (wrong when the gate is off) nor
  // nothing (the field would pop in): a quiet placeholder the size of the field.
  if (!isSettled) {
    return <Skeleton height={58} radius="sm" role="status" aria-label="Checking whether a promo code is needed" />;
  }
  return (
    <>
      {inviter && (
        <Alert color="teal" variant="light" icon={<UsersIcon />}>
          {inviter.first_name} {inviter.last_name} invited you to Hangtime, so no promo code is needed.
        </Alert>
      )}
      {checkError && (
        <Alert color="yellow" variant="light" role="alert">
          {checkError}
        </Alert>
      )}
      {isPromoRequired && (
        <TextInput
          label="Promo Code"
          description="Hangtime is in beta; a promo code or a friend's invitation gets you in."
          autoComplete="off"
          required
          {...form.getInputProps('promo_code')}
        />
      )}
    </>
  );
}
