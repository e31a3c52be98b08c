import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { EventSummaryView } from '@hangtime/core/events/schemas';
import { ErrorAlert } from '../../../components/status-alerts';
import { fetchEventIcs, saveFile } from '../api/download-ics';
import { buildGoogleCalendarUrl, buildOutlookCalendarUrl } from '../logic/calendar-links';
import { describeEventsError, eventsScreenMessages } from '../logic/events-messages';

/** Google and Outlook "add event" links, and the event as an iCal file (spec §2 Add-to-calendar). */
export function AddToCalendar({ event }: { event: EventSummaryView }) {
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function downloadIcs() {
    setError(null);
    setDownloading(true);
    try {
      saveFile(await fetchEventIcs(event.id));
    } catch (failure) {
      setError(describeEventsError(failure, eventsScreenMessages.icsFailed));
    } finally {
      setDownloading(false);
    }
  }

  const linkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Stack gap="xs" role="group" aria-label="Add to calendar">
      <Text size="sm" fw={500}>
        Add to calendar
      </Text>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <Group gap="xs">
        <Button component="a" href={buildGoogleCalendarUrl(event)} {...linkProps} variant="default" size="xs">
          Google Calendar
        </Button>
        <Button component="a" href={buildOutlookCalendarUrl(event)} {...linkProps} variant="default" size="xs">
          Outlook
        </Button>
        <Button variant="default" size="xs" onClick={() => void downloadIcs()} loading={isDownloading}>
          Download iCal file
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Google Calendar and Outlook open in a new tab.
      </Text>
    </Stack>
  );
}
