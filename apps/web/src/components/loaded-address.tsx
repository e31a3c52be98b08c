// A section's own read-only address (the referral link, the calendar feed): two skeleton rows while
// it loads, the load error with Retry, then the field (selected whole on focus, so it can be copied
// by hand) with what the section offers under it.
import type { ReactNode, Ref } from 'react';
import { Skeleton, Stack, TextInput } from '@mantine/core';
import { LoadError } from './list-states';

type AddressQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

type LoadedAddressProps = {
  query: AddressQuery;
  /** The loading state's name for assistive tech, e.g. "Loading your referral link". */
  loadingLabel: string;
  loadFailedMessage: string;
  label: string;
  value: string;
  inputRef: Ref<HTMLInputElement>;
  /** A machine address (a feed URL) reads better in a fixed-width font. */
  isMonospace?: boolean;
  /** The section's buttons and notes, under the field. */
  children: ReactNode;
};

export function LoadedAddress(props: LoadedAddressProps) {
  const { query, loadingLabel, loadFailedMessage, label, value, inputRef, isMonospace = false, children } = props;
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={loadingLabel} aria-busy>
        <Skeleton height={36} radius="md" />
        <Skeleton height={36} width="60%" radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return <LoadError message={loadFailedMessage} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return (
    <Stack gap="sm">
      <TextInput
        ref={inputRef}
        label={label}
        value={value}
        readOnly
        styles={isMonospace ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      {children}
    </Stack>
  );
}
