// The place sentence of Hangtime Now!'s explanation (behaviour.md §8): when and why the place is a
// home, or that it is still to be decided.
import { describe, expect, it } from 'vitest';
import { explainPlace, explainPlan } from './explanation';
import type { HangoutPlace } from './place';

const home = (reason: 'no_venue_fits' | 'not_a_venue' | 'no_activity' | 'search_unavailable'): HangoutPlace => ({
  kind: 'host',
  reason,
  name: 'Dana’s flat',
  address: '1 Main St',
  latitude: null,
  longitude: null,
});

describe('explainPlace', () => {
  it('names the venue', () => {
    const venue: HangoutPlace = { kind: 'venue', name: 'Bar Nine', address: null, latitude: 1, longitude: 2 };
    expect(explainPlace(venue, 'Cocktail bars')).toBe('At Bar Nine.');
  });

  it.each([
    [
      'no_venue_fits',
      'Cocktail bars',
      'No place for Cocktail bars was open then within everyone’s travel time, so you host at home (Dana’s flat): you’re happy to host there, and your friends see its address.',
    ],
    [
      'not_a_venue',
      'Board games at home',
      'Board games at home needs no venue, so you host at home (Dana’s flat): you’re happy to host there, and your friends see its address.',
    ],
    [
      'no_activity',
      null,
      'No activity suits everyone, so you host at home (Dana’s flat): you’re happy to host there, and your friends see its address.',
    ],
    [
      'search_unavailable',
      'Thai',
      'The venue search is unavailable right now, so you host at home (Dana’s flat): you’re happy to host there, and your friends see its address.',
    ],
  ] as const)('says the caller hosts at home, and why, when %s', (reason, activity, sentence) => {
    expect(explainPlace(home(reason), activity)).toBe(sentence);
  });

  it('says the place is to be decided, and why, when the caller does not offer their default location', () => {
    expect(
      explainPlace({ kind: 'undecided', reason: 'no_venue_fits', hasDefaultLocation: true }, 'Cocktail bars'),
    ).toBe(
      'The place is still to be decided: no place for Cocktail bars was open then within everyone’s travel time, and your default location isn’t marked as a place you’re happy to host.',
    );
  });

  it('says the place is to be decided when the caller has no default location', () => {
    expect(explainPlace({ kind: 'undecided', reason: 'not_a_venue', hasDefaultLocation: false }, null)).toBe(
      'The place is still to be decided: this activity needs no venue, and you have no default location to host at.',
    );
  });
});

describe('explainPlan', () => {
  it('ends with the place sentence', () => {
    const text = explainPlan({
      start: new Date('2026-12-01T23:00:00Z'),
      callerZone: 'America/New_York',
      invitees: ['Ana Bell'],
      leftOut: [],
      busyCount: 0,
      activity: { name: 'Cocktail bars', likedBy: ['you', 'Ana'] },
      place: { kind: 'undecided', reason: 'no_venue_fits', hasDefaultLocation: true },
    });
    expect(text).toBe(
      'Ana Bell is free with you on Tue, Dec 1, 2026, 6:00 PM EST, the best time in the next two weeks. Cocktail bars: liked by you and Ana, and nobody dislikes it. The place is still to be decided: no place for Cocktail bars was open then within everyone’s travel time, and your default location isn’t marked as a place you’re happy to host.',
    );
  });
});
