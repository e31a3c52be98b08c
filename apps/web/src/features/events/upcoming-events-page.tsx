import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function UpcomingEventsPage() {
  return (
    <PageContainer>
      <PageHeader title="Upcoming Events" description="What's coming up with your friends." />
    </PageContainer>
  );
}
