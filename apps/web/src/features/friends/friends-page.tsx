import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';

export function FriendsPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Friends"
        description="The people you make plans with, and the requests waiting for you."
      />
    </PageContainer>
  );
}
