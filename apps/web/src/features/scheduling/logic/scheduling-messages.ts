// The texts of Hangtime Now!, the free-together overlay and the Suggested Event modal (spec
// scheduling-and-social §2, §8), the contracts' own messages where they have them.
import { noSuitableTimeResponse, schedulingMessages, type NoSuitableTimeFix } from '@hangtime/core/scheduling/schemas';
import { ApiError, InvalidResponseError } from '../../../lib/api-client';

export const HANGTIME_NOW = 'Hangtime Now!';
export const HANGTIME = 'Hangtime';

export const schedulingScreenMessages = {
  successTitle: 'Event Created Successfully!',
  errorTitle: `${HANGTIME_NOW} Error`,
  // Not in the spec's catalogue: what the loading state and the overlay say.
  finding: 'Finding a time that works for everyone…',
  overlayLegend: 'Shaded: times your friends are free with you',
  overlayLoading: 'Finding when your friends are free…',
  overlayEmpty: 'No shared free time in these days',
  overlayFailed: schedulingMessages.findTimeFailed,
  suggestedTitle: 'Suggested Event',
  suggestedCreateFailed: schedulingMessages.suggestedCreateFailed,
  categoriesFailed: 'Failed to load categories',
  suggestionLoadFailed: 'Failed to load the suggested event',
  suggestionRejectFailed: 'Failed to reject the suggested event',
  checkingSetup: 'Checking your setup…',
  setupUnknown: 'Could not check your setup. Reload the page to try again.',
} as const;

/** The server's own words when it refused (spec §8: server text preferred), else `fallback`. */
export function describeSchedulingError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}

/**
 * Hangtime Now!'s error modal text: the server's refusal (e.g. "No suitable time found for you
 * and your friends"), "Failed to create automated event" when the server failed or answered
 * nonsense, "Automated Hangtime failed" when no answer came at all.
 */
export function describeHangtimeNowError(error: unknown): string {
  if (error instanceof ApiError || error instanceof InvalidResponseError) {
    return describeSchedulingError(error, schedulingMessages.automatedCreateFailed);
  }
  return schedulingMessages.automatedFailed;
}

/** Why no time suits, and where to fix it, when the server said (Hangtime Now!'s 422). */
export type NoSuitableTimeAdvice = { reason: string; fix: NoSuitableTimeFix };

export function readNoSuitableTimeAdvice(error: unknown): NoSuitableTimeAdvice | null {
  if (!(error instanceof ApiError)) return null;
  const answer = noSuitableTimeResponse.safeParse(error.payload);
  if (!answer.success || answer.data.reason === undefined) return null;
  return { reason: answer.data.reason, fix: answer.data.fix ?? null };
}
