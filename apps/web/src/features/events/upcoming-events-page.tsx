import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { EventModal } from './components/event-modal';
import { UpcomingEventsList } from './components/upcoming-events-list';

export function UpcomingEventsPage() {
  const [isCreating, setCreating] = useState(false);
  return (
    <PageContainer>
      <Group justify="space-between" align="flex-start" gap="sm">
        <PageHeader title="Upcoming Events" description="What's coming up with your friends." />
        <Button onClick={() => setCreating(true)}>New Event</Button>
      </Group>
      <UpcomingEventsList />
      <EventModal opened={isCreating} onClose={() => setCreating(false)} />
    </PageContainer>
  );
}
