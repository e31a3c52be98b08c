import { useState } from 'react';
import { Alert, Checkbox, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { pushKinds, type PushKind } from '@hangtime/core/push/schemas';
import { LoadError } from '../../../components/list-states';
import { ErrorAlert } from '../../../components/status-alerts';
import { useDevicePushState, useSwitchDevicePushMutation } from '../api/device-push-state';
import { usePushKindsQuery, useSavePushKindsMutation } from '../api/push-kinds';
import { KIND_LABELS, messageForTurnOnFailure, PUSH_MESSAGES } from '../logic/push-messages';

/**
 * "Notifications on this device" (behaviour.md, Installable app and push notifications): the
 * switch asks the browser's permission only when turned on; the four kinds apply to every device
 * of the person and are saved at once.
 */
export function PushNotificationsSection() {
  const device = useDevicePushState();
  const switchPush = useSwitchDevicePushMutation();
  const [error, setError] = useState<string | null>(null);
  const state = device.data;
  const isOn = state === 'on';

  function toggle(turnOn: boolean) {
    setError(null);
    switchPush.mutate(turnOn, { onError: (failure) => setError(messageForTurnOnFailure(failure)) });
  }

  return (
    <Paper component="section" aria-labelledby="push-heading" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="push-heading">
          {PUSH_MESSAGES.heading}
        </Title>
        {state === undefined ? (
          <Skeleton height={24} width={260} radius="xl" aria-label="Loading notification settings" role="status" />
        ) : state === 'unsupported' ? (
          <Alert color="gray">{PUSH_MESSAGES.unsupported}</Alert>
        ) : (
          <Switch
            checked={switchPush.isPending ? Boolean(switchPush.variables) : isOn}
            onChange={(event) => toggle(event.currentTarget.checked)}
            disabled={switchPush.isPending || state === 'blocked'}
            label={PUSH_MESSAGES.switchLabel}
            aria-describedby="push-description"
          />
        )}
        <Text size="sm" c="dimmed" id="push-description">
          {PUSH_MESSAGES.description}
        </Text>
        {state === 'blocked' && <Alert color="yellow">{PUSH_MESSAGES.blocked}</Alert>}
        {error && <ErrorAlert>{error}</ErrorAlert>}
        {isOn && <PushKindChoices />}
      </Stack>
    </Paper>
  );
}

function PushKindChoices() {
  const kinds = usePushKindsQuery(true);
  const save = useSavePushKindsMutation();
  const [error, setError] = useState<string | null>(null);

  function choose(kind: PushKind, isWanted: boolean) {
    setError(null);
    save.mutate({ [kind]: isWanted }, { onError: () => setError(PUSH_MESSAGES.kindsSaveFailed) });
  }

  if (kinds.isError) {
    return (
      <LoadError
        message={PUSH_MESSAGES.kindsLoadFailed}
        onRetry={() => void kinds.refetch()}
        isRetrying={kinds.isFetching}
      />
    );
  }
  if (!kinds.data)
    return <Skeleton height={120} radius="md" aria-label="Loading your notification choices" role="status" />;
  // While a change is saved, the box shows what the person chose, not the answer before it.
  const shown = { ...kinds.data, ...(save.isPending ? save.variables : {}) };
  const chosen = pushKinds.filter((kind) => shown[kind]);

  function handleChange(values: string[]) {
    const changed = pushKinds.find((kind) => values.includes(kind) !== shown[kind]);
    if (changed) choose(changed, values.includes(changed));
  }

  return (
    <Checkbox.Group label={PUSH_MESSAGES.kindsHeading} value={chosen} onChange={handleChange}>
      <Stack gap="xs" mt="xs">
        {pushKinds.map((kind) => (
          <Checkbox key={kind} value={kind} label={KIND_LABELS[kind]} disabled={save.isPending} />
        ))}
      </Stack>
      {error && <ErrorAlert mt="sm">{error}</ErrorAlert>}
    </Checkbox.Group>
  );
}
