// The permission matrix's one table: for every route that takes an id, the object its id names,
// a valid request (so a 400 never stands in for an authorization answer), and what each role gets.
// A route whose id may name two kinds of object has a row for each.
// A new route that takes an id needs a row here: permission-matrix.int.test.ts fails without one.
import type { World, Role, Target } from './permission-world';
import * as make from './permission-world';
import { eventPayload, hoursFromNow } from './events';
import { locationPayload, windowPayload, workingHoursPayload } from './schedule';
import type { RouteKey } from './permission-routes';

/**
 * allow: 2xx; hidden: 404 NOT_FOUND; forbidden: 403 FORBIDDEN; unauthenticated: 401 UNAUTHORIZED;
 * invalid: 400 VALIDATION_ERROR (an id in a body that is not the caller's to use reads as an
 * invalid field, as an unknown id does); a number: that status, for an allowed caller whose call
 * the object's state refuses.
 */
export type Outcome = 'allow' | 'hidden' | 'forbidden' | 'unauthenticated' | 'invalid' | number;

export type Row = {
  route: RouteKey;
  /** What the id names (printed with the matrix). */
  object: string;
  make: (world: World) => Promise<Target>;
  request: (target: Target, world: World) => { url: string; payload?: object };
  /** An allowed call changes or deletes the object, so each allowed cell gets a fresh one. */
  changes: boolean;
  expect: Record<Role, Outcome>;
};

const enc = encodeURIComponent;
/** Only the owner. */
const ownerOnly = {
  owner: 'allow',
  friend: 'hidden',
  invited: 'hidden',
  requester: 'hidden',
  stranger: 'hidden',
  anonymous: 'unauthenticated',
} as const satisfies Record<Role, Outcome>;
/** The owner and whoever the event invites. */
const onTheEvent = { ...ownerOnly, invited: 'allow' } as const satisfies Record<Role, Outcome>;
/** The owner's friends (the invited participant is one) and the owner. */
const friendsToo = { ...ownerOnly, friend: 'allow', invited: 'allow' } as const satisfies Record<Role, Outcome>;
/** Anybody signed in: the id names a shared catalogue entry, and what changes is the caller's own. */
const signedIn = { ...friendsToo, requester: 'allow', stranger: 'allow' } as const satisfies Record<Role, Outcome>;
/** Anybody, signed in or not: the id is itself the secret or a public code. */
const anyone = { ...signedIn, anonymous: 'allow' } as const satisfies Record<Role, Outcome>;

const eventBody = (world: World, title: string) =>
  eventPayload(world.ctx, world.eventCategory, { title, participant_ids: [world.cast.invited.user.id] });

export const PERMISSION_TABLE: Row[] = [
  // ── friends ──
  {
    route: 'DELETE /api/friends/:id',
    object: "owner's side of a friendship",
    make: make.ownersFriendship,
    request: (t) => ({ url: `/api/friends/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    // The same id may name a request the caller sent (cancelling it): only its sender may.
    route: 'DELETE /api/friends/:id',
    object: 'friend request the owner sent',
    make: make.requestFromOwner,
    request: (t) => ({ url: `/api/friends/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'PUT /api/friends/:id/preferences',
    object: "owner's side of a friendship",
    make: make.ownersFriendship,
    request: (t) => ({ url: `/api/friends/${enc(t.id)}/preferences`, payload: { priority: true } }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'PUT /api/friends/accept',
    object: 'friend request to the owner',
    make: make.requestToOwner,
    request: (t) => ({ url: '/api/friends/accept', payload: { request_id: t.id } }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/friends/decline',
    object: 'friend request to the owner',
    make: make.requestToOwner,
    request: (t) => ({ url: '/api/friends/decline', payload: { request_id: t.id } }),
    changes: true,
    expect: ownerOnly,
  },
  // ── locations, working hours, availability ──
  {
    route: 'PUT /api/locations/:id',
    object: 'saved location',
    make: make.ownersLocation,
    request: (t) => ({ url: `/api/locations/${enc(t.id)}`, payload: locationPayload({ location_name: 'Hijacked' }) }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/locations/:id',
    object: 'saved location',
    make: make.ownersLocation,
    request: (t) => ({ url: `/api/locations/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'GET /api/working-hours/:id',
    object: 'working-hours block',
    make: make.ownersWorkingHours,
    request: (t) => ({ url: `/api/working-hours/${enc(t.id)}` }),
    changes: false,
    expect: ownerOnly,
  },
  {
    route: 'PUT /api/working-hours/:id',
    object: 'working-hours block',
    make: make.ownersWorkingHours,
    request: (t) => ({
      url: `/api/working-hours/${enc(t.id)}`,
      payload: { ...workingHoursPayload({ block_name: 'Hijacked' }), update_all: true },
    }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/working-hours/:id',
    object: 'working-hours block',
    make: make.ownersWorkingHours,
    request: (t) => ({ url: `/api/working-hours/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'POST /api/availability-windows',
    object: 'saved location (location_id)',
    make: make.ownersLocation,
    request: (t) => ({ url: '/api/availability-windows', payload: windowPayload({ location_id: t.id }) }),
    changes: false,
    expect: {
      owner: 'allow',
      friend: 'invalid',
      invited: 'invalid',
      requester: 'invalid',
      stranger: 'invalid',
      anonymous: 'unauthenticated',
    },
  },
  {
    route: 'PUT /api/availability-windows/:id',
    object: 'availability window',
    make: make.ownersWindow,
    request: (t) => ({
      url: `/api/availability-windows/${enc(t.id)}`,
      payload: { ...windowPayload({ window_name: 'Hijacked' }), update_all: true },
    }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/availability-windows/:id',
    object: 'availability window',
    make: make.ownersWindow,
    request: (t) => ({ url: `/api/availability-windows/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  // ── events ──
  {
    route: 'POST /api/calendar/events',
    object: 'the owner as an invitee (participant_ids)',
    make: make.theOwner,
    request: (t, w) => ({
      url: '/api/calendar/events',
      payload: eventPayload(w.ctx, w.eventCategory, { participant_ids: [t.id] }),
    }),
    changes: false,
    // Only friends may be invited ("Participants must be your friends"); naming oneself is harmless.
    expect: { ...friendsToo, requester: 'invalid', stranger: 'invalid' },
  },
  {
    route: 'GET /api/calendar/events/:id',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}` }),
    changes: false,
    expect: onTheEvent,
  },
  {
    route: 'PUT /api/calendar/events/:id',
    object: 'event',
    make: make.ownersEvent,
    request: (t, w) => ({ url: `/api/calendar/events/${enc(t.id)}`, payload: eventBody(w, 'Hijacked') }),
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'DELETE /api/calendar/events/:id',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}` }),
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'GET /api/calendar/events/:id/ics',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/ics` }),
    changes: false,
    expect: onTheEvent,
  },
  {
    route: 'DELETE /api/calendar/events/:id/participants',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/participants` }),
    changes: true,
    expect: onTheEvent,
  },
  {
    route: 'POST /api/calendar/rsvp',
    object: 'event (eventId)',
    make: make.ownersEvent,
    request: (t) => ({ url: '/api/calendar/rsvp', payload: { eventId: t.id, status: 'accepted' } }),
    changes: true,
    expect: { ...onTheEvent, owner: 409 },
  },
  {
    route: 'POST /api/events/automated-hangtime',
    object: 'event to move (event_id)',
    make: make.ownersEvent,
    request: (t) => ({ url: '/api/events/automated-hangtime', payload: { event_id: t.id } }),
    changes: true,
    // The owner passes authorization; with nobody free there is nothing to plan (422).
    expect: { ...ownerOnly, owner: 422 },
  },
  // ── the organizer's follow-up (issue 26): the organizer only; a guest on the event is told so ──
  {
    route: 'GET /api/calendar/events/:id/follow-up',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/follow-up` }),
    changes: false,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'POST /api/calendar/events/:id/follow-up/nudge',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/follow-up/nudge` }),
    // A nudge is once a day per event: each allowed cell gets an event of its own.
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'PUT /api/calendar/events/:id/follow-up/quorum',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/follow-up/quorum`, payload: { quorum: 2 } }),
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  // ── regular hangouts (issue 26): the organizer only; a guest on the event is told so ──
  {
    route: 'GET /api/calendar/events/:id/regular',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/regular` }),
    changes: false,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'POST /api/calendar/events/:id/regular',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/regular`, payload: { cadence: 'week' } }),
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden' },
  },
  {
    route: 'PUT /api/calendar/events/:id/regular',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/regular`, payload: { cadence: 'month' } }),
    changes: true,
    // The owner passes authorization; the event is not a regular thing (409).
    expect: { ...ownerOnly, invited: 'forbidden', owner: 409 },
  },
  {
    route: 'DELETE /api/calendar/events/:id/regular',
    object: 'event',
    make: make.ownersEvent,
    request: (t) => ({ url: `/api/calendar/events/${enc(t.id)}/regular` }),
    changes: true,
    expect: { ...ownerOnly, invited: 'forbidden', owner: 409 },
  },
  {
    route: 'GET /api/regulars/offers/:id',
    object: 'suggested hangout',
    make: make.ownersSuggestion,
    request: (t) => ({ url: `/api/regulars/offers/${enc(t.id)}` }),
    changes: false,
    // A weekly suggestion has no regular's note: the owner too gets 404 (regulars.int.test.ts
    // reads a regular's note as its owner, and as a guest: 404).
    expect: { ...ownerOnly, owner: 'hidden' },
  },
  // ── suggestions ──
  {
    route: 'GET /api/suggestions/:id',
    object: 'suggested hangout',
    make: make.ownersSuggestion,
    request: (t) => ({ url: `/api/suggestions/${enc(t.id)}` }),
    changes: false,
    expect: ownerOnly,
  },
  {
    route: 'POST /api/suggestions/:id/accept',
    object: 'suggested hangout',
    make: make.ownersSuggestion,
    request: (t) => ({ url: `/api/suggestions/${enc(t.id)}/accept`, payload: {} }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'POST /api/suggestions/:id/reject',
    object: 'suggested hangout',
    make: make.ownersSuggestion,
    request: (t) => ({ url: `/api/suggestions/${enc(t.id)}/reject` }),
    changes: true,
    expect: ownerOnly,
  },
  // ── preferences (a shared catalogue id) ──
  {
    route: 'GET /api/preferences/categories/:id/subcategories',
    object: 'activity category',
    make: make.restaurantsCategory,
    request: (t) => ({ url: `/api/preferences/categories/${enc(t.id)}/subcategories` }),
    changes: false,
    expect: signedIn,
  },
  {
    route: 'PUT /api/preferences/categories/:id',
    object: 'activity category',
    make: make.restaurantsCategory,
    request: (t) => ({
      url: `/api/preferences/categories/${enc(t.id)}`,
      payload: { preferences: [{ subtype_id: 1, rating: 'like' }] },
    }),
    changes: false,
    expect: signedIn,
  },
  // ── places: whom a search may include ──
  {
    route: 'POST /api/calendar/restaurant-subtypes',
    object: 'the owner as a person to plan with (user_ids)',
    make: make.theOwner,
    request: (t) => ({ url: '/api/calendar/restaurant-subtypes', payload: { user_ids: [t.id] } }),
    changes: false,
    expect: friendsToo,
  },
  {
    route: 'POST /api/calendar/find-locations',
    object: 'the owner as a person to plan with (user_ids)',
    make: make.theOwner,
    request: (t, w) => ({
      url: '/api/calendar/find-locations',
      payload: {
        user_ids: [t.id],
        subtype_ids: [],
        time_slot: { start_time: hoursFromNow(w.ctx, 48), end_time: hoursFromNow(w.ctx, 50) },
      },
    }),
    changes: false,
    expect: friendsToo,
  },
  // ── notifications ──
  {
    route: 'PUT /api/notifications/:id/read',
    object: 'notification',
    make: make.ownersNotification,
    request: (t) => ({ url: `/api/notifications/${enc(t.id)}/read` }),
    changes: true,
    expect: ownerOnly,
  },
  // ── calendar links and feeds ──
  {
    route: 'POST /api/google-calendar/sync',
    object: 'linked Google calendar (calendar_id)',
    make: make.ownersGoogleCalendar,
    request: (t) => ({ url: '/api/google-calendar/sync', payload: { calendar_id: t.id } }),
    changes: false,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/google-calendar/disconnect/:calendar_id',
    object: 'linked Google calendar',
    make: make.ownersGoogleCalendar,
    request: (t) => ({ url: `/api/google-calendar/disconnect/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'POST /api/calendar-subscriptions/:id/refresh',
    object: 'ICS subscription',
    make: make.ownersSubscription,
    request: (t) => ({ url: `/api/calendar-subscriptions/${enc(t.id)}/refresh` }),
    changes: false,
    expect: ownerOnly,
  },
  {
    route: 'DELETE /api/calendar-subscriptions/:id',
    object: 'ICS subscription',
    make: make.ownersSubscription,
    request: (t) => ({ url: `/api/calendar-subscriptions/${enc(t.id)}` }),
    changes: true,
    expect: ownerOnly,
  },
  {
    route: 'GET /feeds/*',
    object: "personal feed's secret address",
    make: make.ownersFeedSecret,
    request: (t) => ({ url: `/feeds/${t.id}` }),
    changes: false,
    // The address is the secret (calendar apps cannot sign in): whoever holds it reads the feed.
    expect: anyone,
  },
  {
    route: 'GET /api/referrals/:code',
    object: 'referral code',
    make: make.ownersReferralCode,
    request: (t) => ({ url: `/api/referrals/${enc(t.id)}` }),
    changes: false,
    // Public, for the invitation banner: the referrer's first name, never more.
    expect: anyone,
  },
];
