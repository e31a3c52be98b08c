// Labels and choices for how a person travels to a plan and how far they go.
import { travelModes } from '@hangtime/core/availability/schemas';
import { formatDuration } from '@hangtime/core/time/durations';

export type TravelMode = (typeof travelModes)[number];

const travelModeLabels: Record<TravelMode, string> = {
  car: 'Car',
  rideshare: 'Rideshare',
  public_transit: 'Public transit',
  biking: 'Biking',
  walking: 'Walking',
};

export const travelModeOptions = travelModes.map((mode) => ({ value: mode, label: travelModeLabels[mode] }));

/** The spec's select options, in minutes (§9). */
export const travelTimeChoices = [15, 30, 45, 60, 75, 90] as const;

/**
 * The select's options ("45 min", "1 h 15 min": durations read in hours and minutes), keeping a value set elsewhere (the onboarding form takes any number from
 * 5 to 120) so that opening a window never changes it behind the person's back.
 */
export function listTravelTimeOptions(current: number): { value: string; label: string }[] {
  const minutes: number[] = [...travelTimeChoices];
  if (!minutes.includes(current)) minutes.push(current);
  return minutes.sort((a, b) => a - b).map((value) => ({ value: String(value), label: formatDuration(value) }));
}

export function isTravelMode(value: string): value is TravelMode {
  return (travelModes as readonly string[]).includes(value);
}
