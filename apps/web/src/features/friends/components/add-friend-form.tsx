import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { FeedbackAlert, type Feedback } from '../../../components/list-states';
import { PhoneInput } from '../../../components/phone-input';
import { SegmentedChoice } from '../../../components/segmented-choice';
import { ApiError } from '../../../lib/api-client';
import { whenIdle } from '../../../lib/when-idle';
import { useSendFriendRequestMutation } from '../api/send-friend-request';
import type { AddFriendCheck, AddFriendMethod } from '../logic/add-friend-validation';
import { describeFriendsError, friendsMessages } from '../logic/friends-messages';
import { SectionCard } from './section-card';
import { useClearErrorOnSuccess, withoutError } from '../logic/use-clear-error-on-success';

// The checks name core's phone rules (libphonenumber's metadata, 27 KB gzip), which nothing else on
// the friends page's first screen needs: they load once the form has drawn and the browser is idle,
// or at the first Send.
const loadChecks = () => import('../logic/add-friend-validation');

const methods = [
  { label: 'Phone', value: 'phone' },
  { label: 'Email', value: 'email' },
] satisfies { label: string; value: AddFriendMethod }[];

type AddFriendFormProps = {
  /** After the server took the request; `accepted` when that person had already asked you. */
  onSent?: (outcome: 'sent' | 'accepted') => void;
};

/**
 * Adding a friend by phone or email, through a toggle (spec §2, §5). Standalone: the
 * onboarding's "Connect with Friends" step shows it too.
 */
export function AddFriendForm({ onSent }: AddFriendFormProps) {
  const [method, setMethod] = useState<AddFriendMethod>('phone');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [feedback, setFeedback] = useState<Feedback>(null);
  useClearErrorOnSuccess(setFeedback);
  const inputRef = useRef<HTMLInputElement>(null);
  const sendRequest = useSendFriendRequestMutation();
  // Between a Send and its check (the checks' code may still be on its way): a second Send waits.
  const isChecking = useRef(false);
  useEffect(() => whenIdle(() => void loadChecks().catch(() => undefined)), []);

  function handleMethodChange(next: AddFriendMethod) {
    setMethod(next);
    setValue('');
    setFieldError(undefined);
    setFeedback(withoutError);
  }

  // A refusal is about the address it was given: once the address changes, it no longer applies.
  function handleValueChange(next: string) {
    setValue(next);
    setFieldError(undefined);
    setFeedback(withoutError);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendRequest.isPending || isChecking.current) return;
    setFeedback(null);
    isChecking.current = true;
    let check: AddFriendCheck;
    try {
      check = (await loadChecks()).checkAddFriendInput(method, value);
    } catch {
      // The checks' code did not come (offline, say): nothing was sent.
      setFeedback({ tone: 'error', text: friendsMessages.addFailed });
      return;
    } finally {
      isChecking.current = false;
    }
    if ('error' in check) {
      setFieldError(check.error);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    sendRequest.mutate(check.body, {
      onSuccess: (response) => {
        setValue('');
        setFeedback({ tone: 'success', text: response.message });
        onSent?.(response.outcome);
      },
      onError: (error) => {
        // A refusal about the address itself belongs under the field.
        const aboutField = error instanceof ApiError ? error.fields?.[method] : undefined;
        if (aboutField) {
          setFieldError(aboutField);
          inputRef.current?.focus();
          return;
        }
        setFeedback({
          tone: 'error',
          text: describeFriendsError(error, friendsMessages.addFailed),
        });
      },
    });
  }

  // The button sits beside the input, under the label and above any error.
  const fieldProps = {
    ref: inputRef,
    error: fieldError,
    readOnly: sendRequest.isPending,
    inputContainer: (input: ReactNode) => (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
        <Button type="submit" loading={sendRequest.isPending}>
          Send Request
        </Button>
      </Group>
    ),
  };

  return (
    <SectionCard
      title="Add a friend"
      description="Send a friend request by phone or email. Not on Hangtime yet? We'll invite them."
    >
      <FeedbackAlert feedback={feedback} onClose={() => setFeedback(null)} />
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <SegmentedChoice
            aria-label="Add a friend by"
            data={methods}
            value={method}
            onChange={handleMethodChange}
            disabled={sendRequest.isPending}
          />
          {method === 'phone' ? (
            <PhoneInput
              label="Friend's phone number"
              // Someone else's number: the browser must not offer the person's own.
              autoComplete="off"
              value={value}
              onChange={handleValueChange}
              {...fieldProps}
            />
          ) : (
            <TextInput
              label="Friend's email address"
              type="email"
              autoComplete="off"
              placeholder="friend@example.com"
              value={value}
              onChange={(event) => handleValueChange(event.currentTarget.value)}
              {...fieldProps}
            />
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
