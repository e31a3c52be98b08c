import { useId, useState } from 'react';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { BellIcon } from '../../../components/icons';
import { useSession } from '../../../lib/session';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import { useUnifiedNotificationsQuery } from '../api/get-unified-notifications';
import { badgeLabel } from '../logic/bell-labels';
import { buildBellSections, type BellItem } from '../logic/bell-items';
import { useOnboardingNotices } from '../logic/use-onboarding-notices';
import { BellPanel } from './bell-panel';

/**
 * The bell of the navigation bar: a badge with the count of items that want attention, and a
 * dropdown listing them. Loaded at sign-in and asked again each time it opens (spec §4).
 */
export function NotificationBell() {
  const session = useSession();
  const userId = session.user?.id ?? null;
  const [isOpen, setOpen] = useState(false);
  const query = useUnifiedNotificationsQuery(userId);
  const onboarding = useOnboardingNotices();
  const markRead = useMarkNotificationReadMutation(userId);
  const markAllRead = useMarkAllNotificationsReadMutation(userId);
  const countId = useId();
  const now = new Date();
  const sections = buildBellSections(query.data, onboarding.bellNotices, now);

  function handleOpenChange(nextOpen: boolean) {
    setOpen(nextOpen);
    if (nextOpen) void query.refetch();
  }

  function handleSelect(item: BellItem) {
    if (item.read?.kind === 'server') markRead.mutate(item.read.id);
    if (item.read?.kind === 'local') onboarding.markReadInBell([item.read.type]);
    setOpen(false);
  }

  function handleMarkAllRead() {
    if (sections.others.some((item) => item.read?.kind === 'server')) markAllRead.mutate();
    onboarding.markReadInBell(onboarding.bellNotices);
  }

  return (
    // A fixed id: without one Mantine makes up an id after mounting and draws the bell again.
    <Popover
      id="notification-bell"
      opened={isOpen}
      onChange={handleOpenChange}
      position="bottom-end"
      width="min(360px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Indicator
        label={
          <span data-testid="notification-count" aria-hidden="true">
            {badgeLabel(sections.count)}
          </span>
        }
        disabled={sections.count === 0}
        color="red"
        size={18}
        offset={6}
        inline
      >
        <Popover.Target>
          <ActionIcon
            // Light indigo while open, like the bar's current link; a quiet grey otherwise.
            variant={isOpen ? 'light' : 'subtle'}
            color={isOpen ? undefined : 'gray'}
            size="lg"
            aria-label="Notifications"
            aria-describedby={sections.count > 0 ? countId : undefined}
            onClick={() => handleOpenChange(!isOpen)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      {/* Hidden, yet still read as the bell's description: the badge itself is aria-hidden. */}
      <span id={countId} hidden>
        {sections.count} new
      </span>
      <Popover.Dropdown p={0} aria-label="Notifications">
        <BellPanel
          sections={sections}
          now={now}
          isLoading={query.data === undefined && query.isFetching && !query.isError}
          hasLoadError={query.isError}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
          canMarkAllRead={sections.others.length > 0}
          onMarkAllRead={handleMarkAllRead}
          onSelect={handleSelect}
          onClose={() => setOpen(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
