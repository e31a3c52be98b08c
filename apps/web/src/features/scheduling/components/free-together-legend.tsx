import { memo } from 'react';
import { Button, Group, Loader, Switch, Text } from '@mantine/core';
import './free-together.css';
import { schedulingScreenMessages } from '../logic/scheduling-messages';

/** How the overlay is doing, as the legend says it (use-free-together.ts works it out). */
export type FreeTogetherStatus = 'off' | 'loading' | 'error' | 'empty' | 'ready';

export type FreeTogetherLegendProps = {
  isOn: boolean;
  onToggle: (isOn: boolean) => void;
  status: FreeTogetherStatus;
  onRetry: () => void;
  isRetrying: boolean;
};

/**
 * What the shaded bands mean, how the overlay is doing, and its switch. A failure is said here,
 * quietly: the calendar itself still works without the overlay.
 * Memoised: the calendar page re-renders for every query that settles.
 */
export const FreeTogetherLegend = memo(function FreeTogetherLegend({
  isOn,
  onToggle,
  status,
  onRetry,
  isRetrying,
}: FreeTogetherLegendProps) {
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" role="group" aria-label="Free time with friends">
      <Group gap="xs" wrap="wrap" style={{ flex: '1 1 16rem' }}>
        {isOn && (
          <>
            <span className="hangtime-free-swatch" aria-hidden="true" />
            <Text size="sm" c="dimmed">
              {schedulingScreenMessages.overlayLegend}
            </Text>
            <FreeTogetherStatusText status={status} onRetry={onRetry} isRetrying={isRetrying} />
          </>
        )}
      </Group>
      {/* A fixed id: without one Mantine makes up an id after mounting and draws the switch again. */}
      <Switch
        id="free-together-overlay"
        size="sm"
        label="Show free time with friends"
        checked={isOn}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
    </Group>
  );
});

type StatusTextProps = Pick<FreeTogetherLegendProps, 'status' | 'onRetry' | 'isRetrying'>;

function FreeTogetherStatusText({ status, onRetry, isRetrying }: StatusTextProps) {
  if (status === 'loading') {
    return (
      <Group gap={6} role="status">
        <Loader size={14} aria-hidden="true" />
        <Text size="sm" c="dimmed">
          {schedulingScreenMessages.overlayLoading}
        </Text>
      </Group>
    );
  }
  if (status === 'error') {
    return (
      <Group gap={6} role="alert">
        <Text size="sm" c="red">
          {schedulingScreenMessages.overlayFailed}
        </Text>
        <Button size="compact-xs" variant="default" onClick={onRetry} loading={isRetrying}>
          Retry
        </Button>
      </Group>
    );
  }
  if (status === 'empty') {
    return (
      <Text size="sm" c="dimmed" fs="italic" role="status">
        {schedulingScreenMessages.overlayEmpty}
      </Text>
    );
  }
  return null;
}
