import { describe, expect, it } from 'vitest';
import { isSameSitePath, notificationPath, parseNotificationData } from './open-path';

/** As the bell has it: the data as JSON text. */
const routeForNotification = ({ type, data }: { type: string; data?: string }) =>
  notificationPath(type, parseNotificationData(data));

describe('notificationPath', () => {
  it.each([
    ['friend_request', '/friends'],
    ['onboarding_preferences', '/profile?tab=preferences'],
    ['onboarding_availability', '/availability-windows'],
    ['onboarding_friends', '/friends'],
    ['event_invitation', '/calendar'],
    ['event_updated', '/calendar'],
    ['event_cancelled', '/calendar'],
    ['event_rsvp', '/calendar'],
    ['friend_request_accepted', '/'],
    ['something_new', '/'],
    ['toString', '/'],
  ])('sends %s to %s', (type, path) => {
    expect(routeForNotification({ type, data: '{}' })).toBe(path);
  });

  it.each([
    'event_invitation',
    'event_updated',
    'event_rsvp',
    'upcoming_event',
    'event_reminder',
    'event_nudge',
    'event_everyone_answered',
    'event_quorum_reached',
    'regular_no_time',
  ])("opens the event's details on the calendar from %s", (type) => {
    expect(routeForNotification({ type, data: '{"event_id":"ev-7"}' })).toBe('/calendar?event=ev-7');
  });

  it('sends a cancelled event to the calendar alone: it has no details left', () => {
    expect(routeForNotification({ type: 'event_cancelled', data: '{"event_id":"ev-7"}' })).toBe('/calendar');
  });

  it('opens a suggested hangout on the calendar, its id encoded', () => {
    expect(routeForNotification({ type: 'hangout_suggested', data: '{"event_id":"ev-7"}' })).toBe(
      '/calendar?suggestion=ev-7',
    );
    expect(routeForNotification({ type: 'hangout_suggested', data: '{"event_id":"a/../b?c"}' })).toBe(
      '/calendar?suggestion=a%2F..%2Fb%3Fc',
    );
  });

  it.each([undefined, '{}', '{"event_id":42}', 'nope'])(
    'sends a suggestion without a readable id (%s) to the calendar',
    (data) => {
      expect(routeForNotification({ type: 'hangout_suggested', data })).toBe('/calendar');
    },
  );

  it('sends another onboarding_ type to the page its data names', () => {
    expect(routeForNotification({ type: 'onboarding_locations', data: '{"page":"/profile?tab=locations"}' })).toBe(
      '/profile?tab=locations',
    );
  });

  it('ignores the data of the known onboarding types', () => {
    expect(routeForNotification({ type: 'onboarding_friends', data: '{"page":"/calendar"}' })).toBe('/friends');
  });

  it.each([
    ['no data', undefined],
    ['unreadable JSON', '{page:'],
    ['a JSON array', '["/friends"]'],
    ['a page that is not text', '{"page":42}'],
    ['an absolute URL', '{"page":"https://evil.example/"}'],
    ['a protocol-relative URL', '{"page":"//evil.example/"}'],
    ['a backslash trick', '{"page":"/\\\\evil.example"}'],
    ['a script URL', '{"page":"javascript:alert(1)"}'],
    ['a relative path', '{"page":"friends"}'],
  ])('sends another onboarding_ type home when its data has %s', (_case, data) => {
    expect(routeForNotification({ type: 'onboarding_other', data })).toBe('/');
  });
});

describe('notificationPath, for a push notification (data as the row was written)', () => {
  it('opens the event, the suggestion or the friends page, like the bell', () => {
    const eventId = '0b6f3c1e-1a2b-4c3d-8e9f-0123456789ab';
    expect(notificationPath('event_invitation', { event_id: eventId })).toBe(`/calendar?event=${eventId}`);
    expect(notificationPath('event_reminder', { event_id: eventId })).toBe(`/calendar?event=${eventId}`);
    expect(notificationPath('hangout_suggested', { event_id: eventId })).toBe(`/calendar?suggestion=${eventId}`);
    expect(notificationPath('friend_request', {})).toBe('/friends');
    expect(notificationPath('event_cancelled', { event_id: eventId })).toBe('/calendar');
  });

  it('keeps an id that is not an id inside the query, where it opens nothing', () => {
    expect(notificationPath('event_updated', { event_id: '../../evil' })).toBe('/calendar?event=..%2F..%2Fevil');
    expect(notificationPath('event_updated', {})).toBe('/calendar');
  });
});

describe('isSameSitePath', () => {
  it('accepts paths of this site, with a query', () => {
    expect(isSameSitePath('/friends')).toBe(true);
    expect(isSameSitePath('/profile?tab=preferences')).toBe(true);
  });

  it('refuses anything that could leave the site', () => {
    for (const value of ['//a.example', '/\\a.example', '/\ta.example', 'http://a.example', '', ' /friends']) {
      expect(isSameSitePath(value)).toBe(false);
    }
  });
});
