// The composition root: every service built once, in dependency order, from the infrastructure.
// The HTTP app and the workers both take what it builds, so a setting (rate limits, the clock)
// reaches every use of a service, and no module builds another module's parts.
import type { AppDeps } from './deps';
import {
  createAuthService,
  createAuthStores,
  createCodeDigests,
  createCodeService,
  createCodesRepository,
  createSessionStore,
} from './modules/auth';
import { createAvailabilityRepository, createAvailabilityService } from './modules/availability';
import { createBellService } from './modules/bell';
import { createBusyBlocksRepository } from './modules/busy-blocks';
import { createCalendarFeedRepository, createCalendarFeedService } from './modules/calendar-feed';
import {
  createCalendarSubscriptionsRepository,
  createCalendarSubscriptionsService,
} from './modules/calendar-subscriptions';
import { createEmailOptOutRepository } from './modules/email-optout';
import { createEventsService, createEventStores } from './modules/events';
import { createFriendsService, createFriendsStores } from './modules/friends';
import { createGoogleCalendarRepository, createGoogleCalendarService } from './modules/google-calendar';
import { createLegalRepository, createLegalService } from './modules/legal';
import { createLiveUpdates } from './modules/live-updates';
import { announceOnChannel, listenForChanges } from './db/change-listener';
import { createLocationsRepository, createLocationsService, createZipCentroidGeocoder } from './modules/locations';
import { createMailRepository } from './modules/mail';
import { createNotificationsService } from './modules/notifications';
import { createPlacesRepository, createPlacesService } from './modules/places';
import { createPreferencesRepository, createPreferencesService } from './modules/preferences';
import { createPushSender, createPushService, isPushConfigured, lazyVapidKeys } from './modules/push';
import { createPeriodPlanner, createRegularsRepository, createRegularsService } from './modules/regulars';
import { createReminderStores, createRemindersService } from './modules/reminders';
import {
  createIdempotencyRepository,
  createIdempotentRunner,
  createSchedulingRepository,
  createSchedulingService,
  createSuggestions,
  createSuggestionsRepository,
} from './modules/scheduling';
import { createWorkingHoursRepository, createWorkingHoursService } from './modules/working-hours';

export function composeServices(deps: AppDeps) {
  const { db, clock } = deps;

  // Leaves: each on its own tables.
  // Web Push (issue 26): a job per device queued with every bell row, in the row's transaction.
  const vapidKeys = lazyVapidKeys(deps.config);
  const push = createPushService({
    db,
    queue: deps.queue,
    clock,
    isConfigured: isPushConfigured(deps.config),
    publicKey: () => vapidKeys().publicKey,
    allowHttp: deps.config.PUSH_ALLOW_PRIVATE_ENDPOINTS,
  });
  const pushSender = createPushSender(vapidKeys, deps.config.PUSH_ALLOW_PRIVATE_ENDPOINTS);
  const notifications = createNotificationsService(db, { onWritten: push.queueFor });
  const sessions = createSessionStore(db, clock);
  const legal = createLegalService(createLegalRepository(db));
  const emailOptOuts = createEmailOptOutRepository(db);
  const mailStore = createMailRepository(db);
  const locations = createLocationsService({
    repository: createLocationsRepository(db),
    geocoder: createZipCentroidGeocoder(),
    clock,
  });
  const workingHours = createWorkingHoursService(createWorkingHoursRepository(db), clock);
  const availability = createAvailabilityService(createAvailabilityRepository(db), clock);
  const preferences = createPreferencesService(createPreferencesRepository(db), clock);
  const places = createPlacesService(createPlacesRepository(db), deps.places, { rateLimits: deps.rateLimits, clock });

  // Modules that write notification rows in their own transactions.
  const friends = createFriendsService(deps, createFriendsStores(db, notifications));
  const events = createEventsService(deps, createEventStores(db, deps.database.kind, notifications));
  const auth = createAuthService(deps, {
    sessions,
    stores: createAuthStores(db, clock, friends.within),
    codes: createCodeService(createCodesRepository(db), clock, createCodeDigests(deps.secrets)),
  });

  // Above them: the engine, the suggestions and the bell.
  const scheduling = createSchedulingService({
    clock,
    db,
    rateLimits: deps.rateLimits,
    repository: createSchedulingRepository(db, deps.database.kind),
    events,
    preferences,
    venues: places,
  });
  const suggestions = createSuggestions({
    clock,
    db,
    repositoryOn: createSuggestionsRepository,
    scheduling,
    events,
    notifications,
  });
  const bell = createBellService({ clock, events, friends, notifications });
  // Reminders and nudges (issue 26): reads events, writes its ledger and the bell rows in one transaction.
  const reminders = createRemindersService(deps, createReminderStores(db, notifications));
  // Regular hangouts (issue 26): plans each period with the engine and offers it as a suggestion.
  const regulars = createRegularsService({
    clock,
    repository: createRegularsRepository(db),
    events,
    planner: createPeriodPlanner({
      clock,
      db,
      repositoryOn: createRegularsRepository,
      events,
      scheduling,
      suggestions,
      notifications,
    }),
  });

  // The calendar link and feeds (behaviour.md §10): busy time in, hangouts out.
  const busyBlocks = createBusyBlocksRepository(db);
  const googleCalendar = createGoogleCalendarService({
    deps,
    repository: createGoogleCalendarRepository(db),
    busyBlocks,
  });
  const calendarSubscriptions = createCalendarSubscriptionsService({
    deps,
    repository: createCalendarSubscriptionsRepository(db),
    busyBlocks,
  });
  const calendarFeed = createCalendarFeedService({ deps, repository: createCalendarFeedRepository(db) });
  const runOnce = createIdempotentRunner(createIdempotencyRepository(db), clock);
  // Live updates (issue 26): one LISTEN per process, started by the HTTP app only (workers send no streams).
  const liveUpdates = createLiveUpdates({
    listen: (events) => listenForChanges(deps.database, events),
    announce: (payload) => announceOnChannel(deps.database, payload),
  });

  return {
    sessions,
    auth,
    legal,
    emailOptOuts,
    mailStore,
    friends,
    locations,
    workingHours,
    availability,
    preferences,
    places,
    events,
    notifications,
    scheduling,
    suggestions,
    runOnce,
    bell,
    reminders,
    regulars,
    googleCalendar,
    calendarSubscriptions,
    calendarFeed,
    liveUpdates,
    push,
    pushSender,
  };
}

export type Services = ReturnType<typeof composeServices>;
