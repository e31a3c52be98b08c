import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { subscriptionMessages } from '@hangtime/core/calendar-link/schemas';
import { describeError } from '../../../lib/api-client';
import { useAddSubscriptionMutation } from '../api/add-subscription';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';

type AddSubscriptionFormProps = { onAdded: () => void };

/**
 * The address field and Add Calendar. The server fetches the calendar before it says yes, so its
 * reason for a no (not a calendar, not reachable, a private address) shows under the field, which
 * keeps what was typed.
 */
export function AddSubscriptionForm({ onAdded }: AddSubscriptionFormProps) {
  const add = useAddSubscriptionMutation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = url.trim();
    if (!address) {
      setError(subscriptionMessages.urlRequired);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    add.mutate(address, {
      onSuccess: () => {
        setUrl('');
        onAdded();
      },
      onError: (failure) => {
        setError(describeError(failure, { server: calendarSyncMessages.subscriptionAddFailed }));
        inputRef.current?.focus();
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <TextInput
        ref={inputRef}
        label="Calendar address (iCal)"
        description="The calendar’s secret iCal address, starting with https:// or webcal://. Hangtime imports only when you’re busy, never titles, places or guests."
        placeholder="webcal://"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={url}
        onChange={(event) => {
          setUrl(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        readOnly={add.isPending}
        // The button sits on the field's line, under the label, and wraps below it on a phone.
        inputContainer={(field) => (
          <Group gap="sm" align="flex-start">
            <div style={{ flex: '1 1 14rem', minWidth: 0 }}>{field}</div>
            <Button type="submit" loading={add.isPending}>
              Add Calendar
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
