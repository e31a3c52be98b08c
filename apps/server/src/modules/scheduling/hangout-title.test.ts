// Which title a planned hangout gets (behaviour.md §8): never an activity the place does not offer.
import { describe, expect, it } from 'vitest';
import { titleFor } from './hangout-title';
import type { HangoutPlace, NoVenueReason } from './place';

const venue: HangoutPlace = { kind: 'venue', name: 'Bar Nine', address: '9 Ninth Ave', latitude: 1, longitude: 2 };
const host = (reason: NoVenueReason): HangoutPlace => ({
  kind: 'host',
  reason,
  name: 'Home',
  address: '1 Main St',
  latitude: null,
  longitude: null,
});
const undecided = (reason: NoVenueReason): HangoutPlace => ({ kind: 'undecided', reason, hasDefaultLocation: true });
const cocktails = { name: 'Cocktail bars' };
const boardGames = { name: 'Board games at home' };

describe('titleFor', () => {
  it.each([
    ['a venue, by its name', venue, cocktails, 'Hangtime: Bar Nine'],
    ['a home when no bar fitted: the host, not the bars', host('no_venue_fits'), cocktails, 'Hangtime at Dana’s'],
    ['a home while the venue search is down', host('search_unavailable'), cocktails, 'Hangtime at Dana’s'],
    ['a home with no activity', host('no_activity'), null, 'Hangtime at Dana’s'],
    ['a home, for an activity that needs no venue', host('not_a_venue'), boardGames, 'Hangtime: Board games at home'],
    ['an undecided place when no bar fitted', undecided('no_venue_fits'), cocktails, 'Hangtime'],
    ['an undecided place with no activity', undecided('no_activity'), null, 'Hangtime'],
    [
      'an undecided place, for an activity that needs no venue',
      undecided('not_a_venue'),
      boardGames,
      'Hangtime: Board games at home',
    ],
    ['an existing event’s plan (no activity chosen) with no venue kind', undecided('not_a_venue'), null, 'Hangtime'],
  ] as const)('titles %s', (_label, place, activity, title) => {
    expect(titleFor(place, activity, 'Dana')).toBe(title);
  });
});
