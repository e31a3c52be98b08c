import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useLocation } from 'react-router';
import type { TimeSlotView } from '@hangtime/core/scheduling/schemas';
import { ListSkeleton } from '../../components/list-states';
import { PageContainer } from '../../components/page-container';
import { PageHeader } from '../../components/page-header';
import { SuccessAlert } from '../../components/status-alerts';
import { afterNextPaint } from '../../lib/after-next-paint';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { whenIdle } from '../../lib/when-idle';
import { getBrowserTimeZone } from '../../lib/datetime';
import { readFlashState } from '../../lib/router-state';
import { useSession } from '../../lib/session';
import { useStableCallback } from '../../lib/use-stable-callback';
import { AssistedFlow } from '../assisted-flow';
import { OnboardingProgressCard, useOnboardingProgress } from '../onboarding-progress';
import { NeedsResponseList, usePendingInvitationsQuery, type EventModalOutcome } from '../events/first-screen';
import { FreeTogetherLegend, HangtimeActions, useFreeTogether } from '../scheduling/first-screen';
import { CALENDAR_HEADING } from './calendar-heading';
import { CalendarBody, preloadCalendarGrid } from './components/calendar-body';
import { CalendarToast } from './components/calendar-toast';
import { CalendarToolbar } from './components/calendar-toolbar';
import { ZoneNotice } from './components/zone-notice';
import { describeEventOutcome } from './logic/calendar-messages';
import { getCalendarZone } from './first-screen-data';
import { DEFAULT_VIEW } from './logic/calendar-views';
import { getInitialDays } from './logic/initial-days';
import { toScrollItems } from './logic/scroll-time';
import { useCalendarData } from './use-calendar-data';
import { useCalendarModals } from './use-calendar-modals';
import { useCalendarRange } from './use-calendar-range';
import { useOpenEventOnItsWeek } from './use-event-week';
import { useStableDays } from './use-stable-days';
import { useSuggestionFromUrl } from './use-suggestion-from-url';

/** Spec §9: a phone is under 768 px wide. */
const PHONE_QUERY = '(max-width: 47.99em)';

// Neither is on the first screen: the dialogs open on a press, Upcoming is a view away. They load
// once the page has painted, after the grid (see the effect), and render without suspending then.
const CalendarDialogs = preloadableLazy(async () => (await import('./components/calendar-dialogs')).CalendarDialogs);
const UpcomingView = preloadableLazy(async () => (await import('./components/upcoming-view')).UpcomingView);

/** The free-together overlay draws hours, so it belongs to the time grids only. */
const hasOverlay = (view: string) => view === 'week' || view === 'twoWeeks';

export function CalendarPage() {
  // Other screens land here with a message, e.g. after a friend's referral link.
  const { message } = readFlashState(useLocation().state);
  const { user } = useSession();
  // Read at once, not in an effect: the grid would otherwise draw for a desktop, then again (taller,
  // without its sideways scroll) for the phone, and the page would shift under the person.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const invitations = usePendingInvitationsQuery();
  const hasNoInvitations = invitations.isSuccess && invitations.data.length === 0;
  // The progress card and the invitations list change height when their data comes (a skeleton
  // becomes the goals, the list's placeholder goes away when nobody waits): what sits under them
  // shows once both are settled, so nothing on the screen jumps (Lighthouse's CLS was 0.19).
  // Their calls and the grid's run side by side meanwhile.
  const progress = useOnboardingProgress();
  // Deferred: what shows then (the toolbar, the invitations, the grid's frame) is the page's largest
  // draw after the header, and a query's answer renders at once, in one long task; as a deferred
  // value React draws it in slices and lets the phone answer a tap between them.
  // Settling on the first render too: with its data prefetched (app/prefetch-first-screen.ts) the
  // page would otherwise draw all of itself in one commit, the longest task of a phone's first
  // visit; this way the header and the card come first and the rest in a second, sliced render.
  const isSettling = useDeferredValue(invitations.isPending || progress.status === 'loading', true);
  const { calendarRef, view, switchView, gridView, shown, handleDatesSet, changeView, navigate } =
    useCalendarRange(isPhone);
  const modals = useCalendarModals();
  const [toast, setToast] = useState<string | null>(null);
  const closeToast = useCallback(() => setToast(null), []);
  const needsResponseRef = useRef<HTMLDivElement>(null);
  // Read once: Intl answers it slowly (60-75 ms of a phone profile at 4x CPU), and the page
  // re-renders on every query that settles.
  const [deviceZone] = useState(getBrowserTimeZone);
  const calendarZone = getCalendarZone(user, deviceZone);
  // Until the grid reports its days, the week (a phone's three days) it opens on: the data calls
  // start before its chunk arrives.
  const [initialDays] = useState(() => getInitialDays(calendarZone, isPhone));
  const days = useStableDays(gridView ? (shown?.days ?? (view === DEFAULT_VIEW ? initialDays : null)) : null);
  const freeTogether = useFreeTogether(hasOverlay(view) ? days : null);
  // The grid opens where the first band is too, so evening plans are not below the fold.
  const bandStarts = useMemo(() => toScrollItems(freeTogether.inputs), [freeTogether.inputs]);
  const data = useCalendarData(days, { browserZone: calendarZone, userZone: calendarZone, scrollItems: bandStarts });
  const inputs = useMemo(() => [...data.inputs, ...freeTogether.inputs], [data.inputs, freeTogether.inputs]);
  const { openSuggestion, openEvent, createEvent } = modals;
  useSuggestionFromUrl(
    useCallback((eventId: string) => openSuggestion({ kind: 'suggestion', eventId }), [openSuggestion]),
  );
  // The grid's code (FullCalendar) once the page has painted, so the first screen does not share
  // the network with it; the dialogs' and the Upcoming view's once the grid has drawn its days and
  // the browser is idle. A dialog opened before its code is in mounts at once and shows when it comes.
  useEffect(() => afterNextPaint(() => void preloadCalendarGrid()), []);
  const hasGridDrawn = shown !== null;
  const openEventOnItsWeek = useOpenEventOnItsWeek({
    calendarRef,
    timeZone: calendarZone,
    hasGridDrawn,
    openEvent,
    onFail: setToast,
  });
  const [areDialogsLoaded, setDialogsLoaded] = useState(false);
  useEffect(() => {
    if (!hasGridDrawn) return;
    return whenIdle(() => {
      void UpcomingView.preload().catch(() => undefined);
      CalendarDialogs.preload().then(
        () => setDialogsLoaded(true),
        () => undefined,
      );
    });
  }, [hasGridDrawn]);
  const isAnyDialogOpen = modals.eventModal.opened || modals.scheduleItem !== null || modals.suggestionModal.opened;

  // What the page hands down keeps its identity between renders: the toolbar, lists, grid and
  // dialogs are memoised, and the page re-renders for every query that settles (eight or so on a
  // first visit), which drew all of them again each time on a phone's first load.
  const showNeedsResponse = useCallback(() => {
    needsResponseRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    needsResponseRef.current?.focus({ preventScroll: true });
  }, []);
  const openManualEvent = useCallback(() => createEvent(), [createEvent]);
  // The page composes scheduling's buttons with the assisted flow "Hangtime" opens (its own chunk).
  const hangtimeActions = useMemo(
    () => <HangtimeActions onViewEvent={openEventOnItsWeek} AssistedFlow={AssistedFlow} />,
    [openEventOnItsWeek],
  );
  const openGridEvent = useStableCallback((key: string) => {
    const event = data.eventsByKey.get(key);
    if (event) openEvent(event);
  });
  const openFreeSlot = useCallback((slot: TimeSlotView) => openSuggestion({ kind: 'slot', slot }), [openSuggestion]);
  // Each save refetches what it changed itself (its mutation's onSuccess), as its answer comes.
  const handleSaved = useStableCallback((outcome: EventModalOutcome, message?: string) => {
    // The modal's own words when it has them: working hours name the days they were saved for.
    setToast(message ?? describeEventOutcome(outcome, !modals.eventModal.event));
  });

  return (
    <PageContainer>
      <PageHeader title={CALENDAR_HEADING.title} description={CALENDAR_HEADING.description} />
      <Stack gap="md">
        {message && <SuccessAlert>{message}</SuccessAlert>}
        {user && <ZoneNotice user={user} deviceZone={deviceZone} />}
        {/* Spec §2: the onboarding progress sits at the top, folded once every goal is met. */}
        <OnboardingProgressCard state={progress} />
        {!isSettling && (
          <>
            <CalendarToolbar
              view={switchView}
              isPhone={isPhone}
              title={gridView ? (shown?.title ?? '') : null}
              needsResponseCount={invitations.data?.length ?? 0}
              onViewChange={changeView}
              onNavigate={navigate}
              onShowNeedsResponse={showNeedsResponse}
              onManualEvent={openManualEvent}
              actions={hangtimeActions}
            />
            {!hasNoInvitations && (
              <div ref={needsResponseRef} tabIndex={-1} style={{ scrollMarginTop: 72, outline: 'none' }}>
                <NeedsResponseList onOpenEvent={openEventOnItsWeek} />
              </div>
            )}
            {hasOverlay(view) && <FreeTogetherLegend {...freeTogether.legend} />}
            {gridView ? (
              <CalendarBody
                calendarRef={calendarRef}
                gridView={gridView}
                initialDate={shown?.currentStart}
                inputs={inputs}
                isPhone={isPhone}
                timeZone={calendarZone}
                scrollTime={data.scrollTime}
                freeByDay={data.freeByDay}
                isPending={data.isPending}
                errorMessage={data.errorMessage}
                isRetrying={data.isRetrying}
                isEmpty={!data.isPending && !data.errorMessage && !data.hasEventsInView}
                onRetry={data.retry}
                onDatesSet={handleDatesSet}
                onOpenEvent={openGridEvent}
                onOpenScheduleItem={modals.openScheduleItem}
                onAddEvent={createEvent}
                onOpenFreeSlot={openFreeSlot}
              />
            ) : (
              <Suspense fallback={<ListSkeleton label="Loading upcoming events" rows={3} rowHeight={72} />}>
                <UpcomingView />
              </Suspense>
            )}
          </>
        )}
      </Stack>
      <CalendarToast message={toast} onClose={closeToast} />
      {(areDialogsLoaded || isAnyDialogOpen) && (
        <Suspense fallback={null}>
          <CalendarDialogs modals={modals} onSaved={handleSaved} />
        </Suspense>
      )}
    </PageContainer>
  );
}
