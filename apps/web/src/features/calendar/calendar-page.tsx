import { useLocation } from 'react-router';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { SuccessAlert } from '../../components/status-alerts';
import { readFlashState } from '../../lib/router-state';

export function CalendarPage() {
  // Other screens land here with a message, e.g. after a friend's referral link.
  const { message } = readFlashState(useLocation().state);
  return (
    <PageContainer>
      <PageHeader
        title="Calendar"
        description="Your events, working hours and free time, all in one place."
      />
      {message && <SuccessAlert>{message}</SuccessAlert>}
    </PageContainer>
  );
}
