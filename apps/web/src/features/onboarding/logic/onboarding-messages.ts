// The spec's texts for onboarding (accounts-and-shell §8).
import { ApiError } from '../../../lib/api-client';

export const onboardingMessages = {
  needsLogin: 'Please log in to complete onboarding.',
  popularFailed: 'Failed to load popular preferences. Please try again.',
  saveFailed: 'Failed to save preference. Please try again.',
  windowsFailed: 'Failed to load availability windows. Please try again.',
  addWindowFailed: 'Failed to add availability window. Please try again.',
  deleteWindowFailed: 'Failed to delete availability window. Please try again.',
  // Not in the spec's catalogue; worded like its neighbours.
  windowAdded: 'Availability window added.',
  windowDeleted: 'Availability window deleted.',
} as const;

/**
 * The server's error field when it gave one (spec §8), for a refusal (4xx); the spec's text
 * otherwise, also for an answer without the window in it.
 */
export function describeOnboardingError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}

/** What the server said about each field, when it refused one. */
export function readFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
