import { memo, useMemo, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import type { CalendarNavigation, CalendarViewKey } from '../logic/calendar-views';
import { ViewSwitch } from './view-switch';

type CalendarToolbarProps = {
  view: CalendarViewKey;
  isPhone: boolean;
  /** The visible range, e.g. "Mar 3 – 9, 2025"; none in Upcoming. */
  title: string | null;
  needsResponseCount: number;
  onViewChange: (view: CalendarViewKey) => void;
  onNavigate: (to: CalendarNavigation) => void;
  onShowNeedsResponse: () => void;
  onManualEvent: () => void;
  /** More ways to make an event, beside Manual Event (the Hangtime buttons). */
  actions?: ReactNode;
};

/**
 * Views, the invitations badge and the ways to make an event; then previous/today/next and the range shown.
 * Memoised: its tooltips are the costliest part of the page to draw again, and the page
 * re-renders for every query that settles.
 */
export const CalendarToolbar = memo(function CalendarToolbar(props: CalendarToolbarProps) {
  const {
    view,
    isPhone,
    title,
    needsResponseCount,
    onViewChange,
    onNavigate,
    onShowNeedsResponse,
    onManualEvent,
    actions,
  } = props;
  // Switching views changes the switch and, once the grid has moved, the range's title: the rest of
  // the toolbar (a dozen Mantine components) keeps its elements, so React leaves it as it is.
  const makeEvent = useMemo(
    () => (
      <Group gap="xs" justify="flex-end">
        <Button variant={actions ? 'default' : 'filled'} onClick={onManualEvent}>
          Manual Event
        </Button>
        {actions}
      </Group>
    ),
    [actions, onManualEvent],
  );
  const needsResponse = useMemo(
    () =>
      needsResponseCount > 0 ? (
        <UnstyledButton onClick={onShowNeedsResponse} title="Show the invitations">
          {/* An invitation waiting is news, not an error: a calm light badge (indigo.9 reads at 4.5:1 on it). */}
          <Badge color="indigo" variant="light" c="indigo" size="lg" tt="none" component="span">
            {`${needsResponseCount} need response`}
          </Badge>
        </UnstyledButton>
      ) : (
        <span />
      ),
    [needsResponseCount, onShowNeedsResponse],
  );
  const moves = useMemo(
    () => (
      <Group gap={6} wrap="nowrap">
        <Button variant="default" size="xs" onClick={() => onNavigate('prev')} aria-label="Previous">
          ‹
        </Button>
        <Button variant="default" size="xs" onClick={() => onNavigate('today')}>
          Today
        </Button>
        <Button variant="default" size="xs" onClick={() => onNavigate('next')} aria-label="Next">
          ›
        </Button>
      </Group>
    ),
    [onNavigate],
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <ViewSwitch value={view} isPhone={isPhone} onChange={onViewChange} />
        <Group gap="sm" justify="space-between" w={isPhone ? '100%' : undefined}>
          {needsResponse}
          {makeEvent}
        </Group>
      </Group>
      {title !== null && (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {moves}
          <Title order={2} size={isPhone ? 'h5' : 'h4'} ta="right" aria-live="polite">
            {title}
          </Title>
        </Group>
      )}
    </Stack>
  );
});
