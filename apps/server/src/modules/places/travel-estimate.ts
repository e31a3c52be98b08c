// The default travel times (behaviour.md §9, source "estimate"): the great-circle distance × a
// detour factor at a door-to-door speed, plus a fixed overhead (parking, waiting for a pickup or a
// train). Speed and detour change with distance: the first kilometres are city streets, a longer
// trip takes arterials and then highways (or regional rail), straighter and faster. A trip past
// TRAVEL_RANGE_MINUTES is no way to get to an evening out: it is unreachable. The figures and
// their reasons are in docs/behaviour.md, "Travel time estimate".
import { MAX_TRAVEL_MINUTES } from '@hangtime/core/availability/schemas';
import type { TravelMode } from '@hangtime/core/places/schemas';
import { greatCircleMetres } from './great-circle';
import type { LatLon, TravelLeg, TravelTimes } from './types';

/** One stretch of a trip: straight-line metres up to `untilMetres` (from the end of the stage before). */
type Stage = { untilMetres: number; detour: number; kmPerHour: number };

type ModeFigures = { overheadMinutes: number; stages: readonly Stage[] };

const KM = 1000;

export const travelEstimateFigures: Readonly<Record<TravelMode, ModeFigures>> = {
  car: {
    overheadMinutes: 5,
    stages: [
      { untilMetres: 10 * KM, detour: 1.35, kmPerHour: 30 },
      { untilMetres: 40 * KM, detour: 1.25, kmPerHour: 50 },
      { untilMetres: Number.POSITIVE_INFINITY, detour: 1.15, kmPerHour: 100 },
    ],
  },
  rideshare: {
    overheadMinutes: 6,
    stages: [
      { untilMetres: 10 * KM, detour: 1.35, kmPerHour: 30 },
      { untilMetres: 40 * KM, detour: 1.25, kmPerHour: 50 },
      { untilMetres: Number.POSITIVE_INFINITY, detour: 1.15, kmPerHour: 100 },
    ],
  },
  public_transit: {
    overheadMinutes: 10,
    stages: [
      { untilMetres: 15 * KM, detour: 1.3, kmPerHour: 20 },
      { untilMetres: Number.POSITIVE_INFINITY, detour: 1.25, kmPerHour: 40 },
    ],
  },
  biking: { overheadMinutes: 2, stages: [{ untilMetres: Number.POSITIVE_INFINITY, detour: 1.3, kmPerHour: 15 }] },
  walking: { overheadMinutes: 0, stages: [{ untilMetres: Number.POSITIVE_INFINITY, detour: 1.25, kmPerHour: 4.8 }] },
};

/**
 * The longest trip any answer can use: the fallback's twice the largest limit a window allows.
 * Past it a trip is a journey, not a way to dinner ("Dana: 40 h by car" helps nobody), so every
 * travel-times source calls it unreachable.
 */
export const TRAVEL_RANGE_MINUTES = 2 * MAX_TRAVEL_MINUTES;

/** A leg within the range, or null: the one rule for the estimate and the routing service. */
export const withinRange = (leg: TravelLeg): TravelLeg | null => (leg.minutes <= TRAVEL_RANGE_MINUTES ? leg : null);

/** Straight-line metres one minute of a stage covers. */
const metresPerMinute = (stage: Stage) => (stage.kmPerHour * KM) / 60 / stage.detour;

// Whole minutes, up: "12 minutes" must never be an underestimate. The nudge keeps a float's
// 5.000000000001 from becoming 6.
const wholeMinutesUp = (minutes: number) => Math.max(0, Math.ceil(minutes - 1e-9));

/** Minutes on the move (no overhead) for a straight-line distance: each stage's share at its pace. */
function movingMinutes(metres: number, figures: ModeFigures): number {
  let minutes = 0;
  let from = 0;
  for (const stage of figures.stages) {
    if (metres <= from) break;
    minutes += (Math.min(metres, stage.untilMetres) - from) / metresPerMinute(stage);
    from = stage.untilMetres;
  }
  return minutes;
}

/** The inverse of movingMinutes: the straight-line metres `minutes` on the move cover. */
function metresWithin(minutes: number, figures: ModeFigures): number {
  let left = minutes;
  let from = 0;
  for (const stage of figures.stages) {
    const stageMinutes = (stage.untilMetres - from) / metresPerMinute(stage);
    if (left <= stageMinutes) return from + left * metresPerMinute(stage);
    left -= stageMinutes;
    from = stage.untilMetres;
  }
  return from;
}

/** Minutes from `from` to `to` by one mode, however far (the range is applied by the travel times). */
export function estimateMinutes(from: LatLon, to: LatLon, mode: TravelMode): number {
  const figures = travelEstimateFigures[mode];
  return wholeMinutesUp(figures.overheadMinutes + movingMinutes(greatCircleMetres(from, to), figures));
}

/** No preference means car (behaviour.md §9); repeats would only repeat the work. */
export const modesOrCar = (modes: readonly TravelMode[]): TravelMode[] =>
  modes.length === 0 ? ['car'] : [...new Set(modes)];

/** The fastest of `modes` from one point to another (on a tie, the mode listed first); null past the range. */
function fastestLeg(from: LatLon, to: LatLon, modes: readonly TravelMode[]): TravelLeg | null {
  let best: TravelLeg | null = null;
  for (const mode of modes) {
    const minutes = estimateMinutes(from, to, mode);
    if (!best || minutes < best.minutes) best = { minutes, mode };
  }
  return withinRange(best!);
}

export function createEstimatedTravelTimes(): TravelTimes {
  return {
    source: 'estimate',
    async fastest(origins, destinations) {
      return origins.map((origin) => {
        const modes = modesOrCar(origin.modes);
        return destinations.map((destination) => fastestLeg(origin.point, destination, modes));
      });
    },
    reachMetres(minutes, modes) {
      const within = Math.min(minutes, TRAVEL_RANGE_MINUTES);
      return Math.max(
        0,
        ...modesOrCar(modes).map((mode) => {
          const figures = travelEstimateFigures[mode];
          return metresWithin(Math.max(0, within - figures.overheadMinutes), figures);
        }),
      );
    },
  };
}
