// Where each participant starts from for a slot (behaviour.md §9): the saved location of their
// availability window covering the slot, else their default saved location. Pure: takes the rows.
import { travelModes, type TravelMode } from '@hangtime/core/places/schemas';
import type { Interval } from '@hangtime/core/scheduling/intervals';
import type { Frequency } from '@hangtime/core/scheduling/recurrence-dates';
import { expandWindowSpans } from '@hangtime/core/scheduling/window-spans';
import type { LatLon } from './types';
import type { DefaultLocationRow, WindowExceptionRow, WindowWithPlace } from './repository';
import { modesOrCar } from './travel-estimate';

/** The limit of a trip from a saved location, when no window says otherwise (behaviour.md §9). */
export const SAVED_LOCATION_MAX_MINUTES = 30;

export type Origin = {
  point: LatLon;
  modes: TravelMode[];
  maxMinutes: number;
  /** The saved location the point is of: its id keys the coarse origin others are shown (coarse-origin.ts). */
  placeId: string;
  /** Someone else's origin, coarsened: their trips' minutes are rounded as others are shown them (shown-minutes.ts). */
  isCoarse?: true;
};

const isTravelMode = (mode: string): mode is TravelMode => (travelModes as readonly string[]).includes(mode);

/** A saved location's transportation options in the travel-mode words windows use ("virtual" is no trip). */
const savedLocationModes: Record<string, TravelMode | undefined> = {
  car: 'car',
  bike: 'biking',
  walk: 'walking',
  public_transit: 'public_transit',
};

function placed(latitude: number | null, longitude: number | null): LatLon | null {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function overlapMs(spans: Interval[]): number {
  return spans.reduce((total, span) => total + (span.end - span.start), 0);
}

/**
 * The window that covers the slot: the one whose occurrences overlap it longest (a window covering
 * the whole slot always wins over one covering part of it; equal overlaps go to the earliest-made window).
 */
export function findCoveringWindow(
  windows: readonly WindowWithPlace[],
  exceptions: readonly WindowExceptionRow[],
  slot: Interval,
): WindowWithPlace | null {
  let best: { window: WindowWithPlace; overlap: number } | null = null;
  const ordered = [...windows].sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1),
  );
  for (const window of ordered) {
    const own = exceptions.filter((exception) => exception.window_id === window.id);
    const spans = expandWindowSpans({ ...window, frequency: window.frequency as Frequency | null }, own, slot);
    const overlap = overlapMs(spans);
    if (overlap > 0 && (!best || overlap > best.overlap)) best = { window, overlap };
  }
  return best?.window ?? null;
}

/**
 * One participant's origin, or null when they cannot be placed. A covering window whose place has
 * no coordinates (no saved location behind it, or one the geocoder could not place) falls back to
 * the default location, keeping the window's travel preferences: those describe how they move then.
 */
export function chooseOrigin(
  coveringWindow: WindowWithPlace | null,
  defaultLocation: DefaultLocationRow | null,
): Origin | null {
  const windowModes = coveringWindow ? coveringWindow.travel_preferences.filter(isTravelMode) : [];
  const windowPoint = coveringWindow ? placed(coveringWindow.latitude, coveringWindow.longitude) : null;
  if (coveringWindow?.location_id && windowPoint) {
    return {
      point: windowPoint,
      modes: modesOrCar(windowModes),
      maxMinutes: coveringWindow.max_travel_time_minutes,
      placeId: coveringWindow.location_id,
    };
  }
  const homePoint = defaultLocation ? placed(defaultLocation.latitude, defaultLocation.longitude) : null;
  if (!defaultLocation || !homePoint) return null;
  const homeModes = defaultLocation.transportation_options
    .map((option) => savedLocationModes[option])
    .filter((mode) => mode !== undefined);
  return {
    point: homePoint,
    modes: modesOrCar(windowModes.length > 0 ? windowModes : homeModes),
    maxMinutes: SAVED_LOCATION_MAX_MINUTES,
    placeId: defaultLocation.id,
  };
}

/** Every participant's origin for the slot, by user id; null for those who cannot be placed. */
export function resolveOrigins(
  userIds: readonly string[],
  rows: {
    windows: readonly WindowWithPlace[];
    exceptions: readonly WindowExceptionRow[];
    defaults: readonly DefaultLocationRow[];
  },
  slot: Interval,
): Map<string, Origin | null> {
  const origins = new Map<string, Origin | null>();
  for (const userId of userIds) {
    const covering = findCoveringWindow(
      rows.windows.filter((window) => window.user_id === userId),
      rows.exceptions,
      slot,
    );
    const home = rows.defaults.find((location) => location.user_id === userId) ?? null;
    origins.set(userId, chooseOrigin(covering, home));
  }
  return origins;
}
