// The feed's text from the person's rows: how each answer shows, and that the same rows give the
// same text (what the ETag relies on).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildFeed, feedStart } from './feed';
import type { FeedAnswer, FeedEventRow } from './repository';

const row = (id: string, answer: FeedAnswer, sequence = 0): FeedEventRow => ({
  event: {
    id,
    title: `Event ${id}`,
    description: null,
    start_time: new Date('2027-05-10T17:00:00Z'),
    end_time: new Date('2027-05-10T19:00:00Z'),
    all_day: false,
    timezone: 'Europe/Lisbon',
    location: null,
    location_address: null,
    latitude: null,
    longitude: null,
    is_recurring: false,
    recurring_pattern: null,
    sequence,
    updated_at: new Date('2027-05-01T09:30:00Z'),
  },
  answer,
});
const now = new Date('2027-05-05T00:00:00Z');

describe('buildFeed', () => {
  it('marks accepted events CONFIRMED and tentative or unanswered ones TENTATIVE, with SEQUENCE and the last change', () => {
    const calendar = new ICAL.Component(
      ICAL.parse(buildFeed([row('a', 'accepted', 3), row('b', 'tentative'), row('c', 'pending')], 'Asia/Tokyo', now)),
    );
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Hangtime');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
    const events = calendar.getAllSubcomponents('vevent');
    expect(
      events.map((vevent) => [vevent.getFirstPropertyValue('uid'), vevent.getFirstPropertyValue('status')]),
    ).toEqual([
      ['a@hangtime', 'CONFIRMED'],
      ['b@hangtime', 'TENTATIVE'],
      ['c@hangtime', 'TENTATIVE'],
    ]);
    expect(events[0]!.getFirstPropertyValue('sequence')).toBe(3);
    expect(events[0]!.getFirstPropertyValue('last-modified')!.toString()).toBe('2027-05-01T09:30:00Z');
    expect(events[0]!.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-05-01T09:30:00Z');
    for (const vevent of events) {
      expect(vevent.getFirstProperty('organizer')).toBeNull();
      expect(vevent.getFirstProperty('attendee')).toBeNull();
    }
  });

  it('gives the same text for the same rows at another moment, and another text after a change', () => {
    const later = new Date(now.getTime() + 3 * 3600_000);
    expect(buildFeed([row('a', 'accepted')], 'Asia/Tokyo', later)).toBe(
      buildFeed([row('a', 'accepted')], 'Asia/Tokyo', now),
    );
    expect(buildFeed([row('a', 'accepted', 1)], 'Asia/Tokyo', now)).not.toBe(
      buildFeed([row('a', 'accepted')], 'Asia/Tokyo', now),
    );
  });

  it("describes the person's own zone beside their events' zones, so even an empty feed holds a component", () => {
    const zonesOf = (text: string) =>
      new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents()
        .map((part) => (part.name === 'vtimezone' ? part.getFirstPropertyValue('tzid') : part.name));
    expect(zonesOf(buildFeed([row('a', 'accepted')], 'Asia/Tokyo', now))).toEqual([
      'Europe/Lisbon',
      'Asia/Tokyo',
      'vevent',
    ]);
    expect(zonesOf(buildFeed([row('a', 'accepted')], 'Europe/Lisbon', now))).toEqual(['Europe/Lisbon', 'vevent']);
    expect(zonesOf(buildFeed([], 'Asia/Tokyo', now))).toEqual(['Asia/Tokyo']);
  });

  it('reaches 30 days back', () => {
    expect(feedStart(now).toISOString()).toBe('2027-04-05T00:00:00.000Z');
  });
});
