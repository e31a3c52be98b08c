import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { optOutReasons } from '@hangtime/core/email-optout/schemas';
import { FormCard } from '../../../components/form-card';
import { ErrorAlert } from '../../../components/status-alerts';
import { describeError } from '../../../lib/api-client';
import { useOptOutMutation } from '../api/opt-out';
import { OptOutConfirmation } from '../components/opt-out-confirmation';
import { OptOutForm } from '../components/opt-out-form';
import { OptOutSuccess } from '../components/opt-out-success';

/** Form, then confirmation panel, then success (spec §4). */
export function EmailOptOutPage() {
  // Unsubscribe links in emails carry the address, so people only have to confirm.
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState({ email: searchParams.get('email') ?? '', reason: '' });
  const [isConfirming, setConfirming] = useState(false);
  const optOutMutation = useOptOutMutation();
  const optOutButtonRef = useRef<HTMLButtonElement>(null);
  const shouldRefocusOptOut = useRef(false);

  // Opt Out is only rendered again once the panel has closed, so focus moves after that render.
  useEffect(() => {
    if (isConfirming || !shouldRefocusOptOut.current) return;
    shouldRefocusOptOut.current = false;
    optOutButtonRef.current?.focus();
  }, [isConfirming]);

  if (optOutMutation.isSuccess) return <OptOutSuccess email={values.email.trim()} />;

  function handleConfirm() {
    const reason = optOutReasons.find((known) => known === values.reason) ?? null;
    optOutMutation.mutate({ email: values.email.trim(), reason });
  }

  function handleCancelConfirmation() {
    optOutMutation.reset();
    shouldRefocusOptOut.current = true;
    setConfirming(false);
  }

  return (
    <FormCard
      title="Email Preferences"
      subtitle="Opt out of emails from Hangtime. Your account and the app keep working."
    >
      {optOutMutation.isError && (
        <ErrorAlert>
          {describeError(optOutMutation.error, { server: 'Failed to opt out. Please try again.' })}
        </ErrorAlert>
      )}
      <OptOutForm
        email={values.email}
        reason={values.reason}
        isLocked={isConfirming}
        onChange={setValues}
        onRequestOptOut={() => setConfirming(true)}
        optOutButtonRef={optOutButtonRef}
      />
      {isConfirming && (
        <OptOutConfirmation
          email={values.email.trim()}
          isSubmitting={optOutMutation.isPending}
          onConfirm={handleConfirm}
          onCancel={handleCancelConfirmation}
        />
      )}
    </FormCard>
  );
}
