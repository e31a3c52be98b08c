// The spec's texts for the Preferences screen (scheduling-and-social §8).
import { ApiError } from '../../../lib/api-client';

export const preferencesMessages = {
  categoriesFailed: 'Failed to load activity categories',
  preferencesFailed: 'Failed to load preferences',
  updateFailed: 'Failed to update preference. Please try again.',
  noSubcategories: 'No activity types available for this category based on your preferences.',
  // Not in the spec's catalogue; worded like its neighbours.
  noCategories: 'No activity categories available yet.',
} as const;

/** The server's own words when it refused (a 4xx naming the problem); the screen's text otherwise. */
export function describePreferencesError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}
