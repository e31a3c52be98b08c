import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function ProfilePage() {
  return (
    <PageContainer>
      <PageHeader
        title="Profile"
        description="Your details, activity preferences and saved locations."
      />
    </PageContainer>
  );
}
