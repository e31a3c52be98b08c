import { Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { CALENDAR_CONNECTIONS_ID } from '../logic/anchors';
import { calendarSyncMessages } from '../logic/calendar-sync-messages';
import { FeedSection } from './feed-section';
import { GoogleCalendarSection } from './google-calendar-section';
import { SubscriptionsSection } from './subscriptions-section';

type CalendarConnectionsProps = {
  /** Where Connect Google Calendar sends the browser; a test replaces the page load. */
  navigateTo?: (url: string) => void;
};

/**
 * The profile's calendar connections: busy times in from Google Calendar (beta) and from any
 * iCal address, hangouts out through the personal feed.
 */
export function CalendarConnections({ navigateTo }: CalendarConnectionsProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  // Back from Google (/google-callback), the person lands on what they connected.
  useEffect(() => {
    if (hash === `#${CALENDAR_CONNECTIONS_ID}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Paper
      component="section"
      id={CALENDAR_CONNECTIONS_ID}
      ref={ref}
      // Clear of the sticky navigation bar when scrolled to.
      style={{ scrollMarginTop: 72 }}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id={headingId}>
            Calendar connections
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            Bring in the times you’re busy from the calendars you already keep, and send your hangouts back out to them.{' '}
            {calendarSyncMessages.privacy}
          </Text>
        </div>
        <GoogleCalendarSection navigateTo={navigateTo} />
        <SubscriptionsSection />
        <FeedSection />
      </Stack>
    </Paper>
  );
}
