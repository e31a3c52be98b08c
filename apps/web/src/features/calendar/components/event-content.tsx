import type { EventDisplayInfo } from '@fullcalendar/react';
import { ActivityIcon } from '../../events/first-screen';

/**
 * An event on the grid, as the theme draws it (its time and title classes), with the activity's
 * icon before the title. The title may wrap (in the narrow columns of 2 Weeks, two lines rather
 * than "Board gan…"), and the whole text is the tooltip.
 */
export function EventContent({ info }: { info: EventDisplayInfo }) {
  const activityCategoryId = info.event.extendedProps.activityCategoryId as number | null | undefined;
  return (
    <>
      {info.timeText && <div className={info.timeClass}>{info.timeText}</div>}{' '}
      <div
        className={`${info.titleClass} hangtime-event-title`}
        title={[info.timeText, info.event.title].filter(Boolean).join(' ')}
      >
        <ActivityIcon categoryId={activityCategoryId} size={12} />
        {info.event.title}
      </div>
    </>
  );
}
