import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function AvailabilityWindowsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Availability"
        description="The times you're usually free to hang out, so friends can find you."
      />
    </PageContainer>
  );
}
