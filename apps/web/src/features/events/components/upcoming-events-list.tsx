import { useMemo, useState } from 'react';
import { EmptyState, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { CalendarIcon } from '../../../components/icons';
import { ListSkeleton, LoadError } from '../../../components/list-states';
import { useEventsInRangeQuery } from '../api/get-events';
import { eventsScreenMessages } from '../logic/events-messages';
import {
  DEFAULT_RANGE_FILTER,
  DEFAULT_STATUS_FILTER,
  getRangeDays,
  selectUpcomingEvents,
  type RangeFilter,
  type StatusFilter,
} from '../logic/status-filter';
import { EventModal } from './event-modal';
import { UpcomingEventCard } from './upcoming-event-card';
import { UpcomingFilters } from './upcoming-filters';

const FILTER_DEBOUNCE_MS = 300;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The range starts at the current hour, so the cached answer is reused for a while. */
function rangeFrom(now: number, range: RangeFilter) {
  const start = Math.floor(now / HOUR) * HOUR;
  return { startIso: new Date(start).toISOString(), endIso: new Date(start + getRangeDays(range) * DAY).toISOString() };
}

/** Filters, then the events ahead as cards; a card opens the event modal. */
export function UpcomingEventsList() {
  const [status, setStatus] = useState<StatusFilter>(DEFAULT_STATUS_FILTER);
  const [range, setRange] = useState<RangeFilter>(DEFAULT_RANGE_FILTER);
  const [appliedStatus] = useDebouncedValue(status, FILTER_DEBOUNCE_MS);
  const [appliedRange] = useDebouncedValue(range, FILTER_DEBOUNCE_MS);
  const [now] = useState(() => new Date());
  const { startIso, endIso } = rangeFrom(now.getTime(), appliedRange);
  const events = useEventsInRangeQuery(startIso, endIso);
  // The chosen event stays while the modal closes, so its title does not change mid-animation.
  const [selected, setSelected] = useState<EventSummaryView | undefined>();
  const [isModalOpen, setModalOpen] = useState(false);

  function openEvent(event: EventSummaryView) {
    setSelected(event);
    setModalOpen(true);
  }

  const upcoming = useMemo(
    () =>
      selectUpcomingEvents(events.data ?? [], appliedStatus).filter(
        (event) => Date.parse(event.end_time) > now.getTime(),
      ),
    [events.data, appliedStatus, now],
  );

  return (
    <Stack gap="md">
      <UpcomingFilters status={status} range={range} onStatusChange={setStatus} onRangeChange={setRange} />
      {events.isPending ? (
        <ListSkeleton label="Loading events" rows={3} rowHeight={96} />
      ) : events.isError ? (
        <LoadError
          message={eventsScreenMessages.loadFailed}
          onRetry={() => void events.refetch()}
          isRetrying={events.isFetching}
        />
      ) : upcoming.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<CalendarIcon size={28} />}
          withIndicatorBackground
          title="No upcoming events"
          description="Nothing matches these filters. Try another status or a longer range."
        />
      ) : (
        <Stack
          component="ul"
          role="list"
          aria-label="Upcoming events"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-busy={events.isFetching}
        >
          {upcoming.map((event) => (
            <li key={`${event.id}|${event.instance_start}`}>
              <UpcomingEventCard event={event} now={now} onOpen={openEvent} />
            </li>
          ))}
        </Stack>
      )}
      <EventModal opened={isModalOpen} event={selected} onClose={() => setModalOpen(false)} />
    </Stack>
  );
}
