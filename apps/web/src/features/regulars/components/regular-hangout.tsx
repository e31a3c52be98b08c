// Below the organizer's hangout: "Make it a regular thing" (every week, two weeks or month), and
// once it is, "Regular: every week · Stop" (behaviour.md "Regular hangouts (issue 26)").
import { useState } from 'react';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import type { Cadence, RegularView } from '@hangtime/core/regulars/schemas';
import { ApiError } from '../../../lib/api-client';
import { useRegularMutation, useRegularQuery } from '../api/regular';
import { cadenceOptions, regularLine, regularTexts } from '../logic/regular-text';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.hasServerMessage ? error.message : regularTexts.saveFailed;

function CadenceField({ value, onChange }: { value: Cadence; onChange: (cadence: Cadence) => void }) {
  return (
    <NativeSelect
      label="How often"
      data={cadenceOptions}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as Cadence)}
      style={{ flex: 1, minWidth: 0 }}
    />
  );
}

function ActiveRegular({ eventId, regular }: { eventId: string; regular: RegularView }) {
  const change = useRegularMutation(eventId);
  const [cadence, setCadence] = useState<Cadence>(regular.cadence);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}>
          {regularLine(regular)}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={change.isPending && change.variables?.kind === 'stop'}
          onClick={() => change.mutate({ kind: 'stop' })}
        >
          Stop
        </Button>
      </Group>
      <Group gap="xs" align="end" wrap="nowrap">
        <CadenceField value={cadence} onChange={setCadence} />
        <Button
          variant="default"
          disabled={cadence === regular.cadence}
          loading={change.isPending && change.variables?.kind === 'change'}
          onClick={() => change.mutate({ kind: 'change', cadence })}
        >
          Change
        </Button>
      </Group>
      {change.isSuccess && change.variables.kind === 'make' && (
        <Text size="sm" c="teal" role="status">
          {regularTexts.made}
        </Text>
      )}
      {change.isError && (
        <Text size="sm" c="red" role="alert">
          {failureText(change.error)}
        </Text>
      )}
    </Stack>
  );
}

function MakeRegular({ eventId }: { eventId: string }) {
  const make = useRegularMutation(eventId);
  const [cadence, setCadence] = useState<Cadence>('week');
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {regularTexts.hint}
      </Text>
      <Group gap="xs" align="end" wrap="nowrap">
        <CadenceField value={cadence} onChange={setCadence} />
        <Button variant="light" loading={make.isPending} onClick={() => make.mutate({ kind: 'make', cadence })}>
          Make it regular
        </Button>
      </Group>
      {make.isError && (
        <Text size="sm" c="red" role="alert">
          {failureText(make.error)}
        </Text>
      )}
    </Stack>
  );
}

export function RegularHangout({ eventId }: { eventId: string }) {
  const query = useRegularQuery(eventId);
  let body;
  if (query.isPending) {
    body = (
      <Group gap="xs" aria-live="polite">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      </Group>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" title={regularTexts.loadFailed}>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (query.data?.is_active) {
    body = <ActiveRegular key={query.data.cadence} eventId={eventId} regular={query.data} />;
  } else {
    body = <MakeRegular eventId={eventId} />;
  }
  return (
    <Stack gap="xs" data-testid="regular-hangout">
      <Text size="sm" fw={500}>
        {regularTexts.heading}
      </Text>
      {body}
    </Stack>
  );
}
