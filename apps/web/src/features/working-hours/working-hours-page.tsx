import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function WorkingHoursPage() {
  return (
    <PageContainer>
      <PageHeader title="Working hours" description="The hours you're busy every week, kept out of your free time." />
    </PageContainer>
  );
}
