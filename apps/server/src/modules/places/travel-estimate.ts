// The default travel times (behaviour.md §9, source "estimate"): the great-circle distance × a
// per-mode detour factor at a per-mode door-to-door speed, plus a fixed overhead (parking, waiting
// for a pickup or a train). The figures and their reasons are in docs/behaviour.md, "Travel
// time estimate".
import type { TravelMode } from '@hangtime/core/places/schemas';
import { greatCircleMetres } from './great-circle';
import type { LatLon, TravelLeg, TravelTimes } from './types';

type ModeFigures = { kmPerHour: number; detour: number; overheadMinutes: number };

export const travelEstimateFigures: Readonly<Record<TravelMode, ModeFigures>> = {
  car: { kmPerHour: 30, detour: 1.35, overheadMinutes: 5 },
  rideshare: { kmPerHour: 30, detour: 1.35, overheadMinutes: 6 },
  public_transit: { kmPerHour: 20, detour: 1.3, overheadMinutes: 10 },
  biking: { kmPerHour: 15, detour: 1.3, overheadMinutes: 2 },
  walking: { kmPerHour: 4.8, detour: 1.25, overheadMinutes: 0 },
};

const metresPerMinute = (figures: ModeFigures) => (figures.kmPerHour * 1000) / 60;

// Whole minutes, up: "12 minutes" must never be an underestimate. The nudge keeps a float's
// 5.000000000001 from becoming 6.
const wholeMinutesUp = (minutes: number) => Math.max(0, Math.ceil(minutes - 1e-9));

/** Minutes from `from` to `to` by one mode. */
export function estimateMinutes(from: LatLon, to: LatLon, mode: TravelMode): number {
  const figures = travelEstimateFigures[mode];
  return wholeMinutesUp(
    figures.overheadMinutes + (greatCircleMetres(from, to) * figures.detour) / metresPerMinute(figures),
  );
}

/** No preference means car (behaviour.md §9); repeats would only repeat the work. */
export const modesOrCar = (modes: readonly TravelMode[]): TravelMode[] =>
  modes.length === 0 ? ['car'] : [...new Set(modes)];

/** The fastest of `modes` from one point to another; on a tie, the mode listed first. */
function fastestLeg(from: LatLon, to: LatLon, modes: readonly TravelMode[]): TravelLeg {
  let best: TravelLeg | null = null;
  for (const mode of modes) {
    const minutes = estimateMinutes(from, to, mode);
    if (!best || minutes < best.minutes) best = { minutes, mode };
  }
  return best!;
}

export function createEstimatedTravelTimes(): TravelTimes {
  return {
    source: 'estimate',
    // Every place can be reached by every mode in an estimate, so no leg is ever null.
    async fastest(origins, destinations) {
      return origins.map((origin) => {
        const modes = modesOrCar(origin.modes);
        return destinations.map((destination) => fastestLeg(origin.point, destination, modes));
      });
    },
    reachMetres(minutes, modes) {
      return Math.max(
        0,
        ...modesOrCar(modes).map((mode) => {
          const figures = travelEstimateFigures[mode];
          return (Math.max(0, minutes - figures.overheadMinutes) * metresPerMinute(figures)) / figures.detour;
        }),
      );
    },
  };
}
