// Where the modal saves, by the chosen category's name (spec §5): events, working hours or windows.
import { categoryNames, personalCategoryNames } from '@hangtime/core/events/schemas';

export type SaveTarget = 'event' | 'working-hours' | 'availability-window';

export function getSaveTarget(categoryName: string | undefined): SaveTarget {
  if (categoryName === categoryNames.workingHours) return 'working-hours';
  if (categoryName === categoryNames.availabilityWindows) return 'availability-window';
  return 'event';
}

/** Working Hours, Availability Windows and Blocks are the person's own: no participants. */
export function isPersonalCategory(categoryName: string | undefined): boolean {
  return categoryName !== undefined && personalCategoryNames.includes(categoryName);
}

/** The add-to-calendar block is for real events only (spec §2). */
export function canAddToCalendar(categoryName: string | undefined): boolean {
  return !isPersonalCategory(categoryName);
}
