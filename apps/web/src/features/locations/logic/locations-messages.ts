// The spec's texts for saved locations (scheduling-and-social §8, accounts-and-shell §8).
import { ApiError } from '../../../lib/api-client';

export const locationsMessages = {
  fetchFailed: 'Failed to fetch locations. Please try again later.',
  deleteFailed: 'Failed to delete location. Please try again.',
  saveFailed: 'Failed to save location. Please try again.',
  createFailed: 'Failed to create location',
  notGeocoded: "We couldn't place this address on the map; it won't be used for travel times.",
} as const;

/**
 * The server's own words when it refused the action (a 404 for a location deleted meanwhile, a
 * 400 about a field); the spec's text otherwise. A 5xx says only "Something went wrong", which
 * tells the person less than the spec's sentence does.
 */
export function describeLocationsError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) {
    return error.message;
  }
  return fallback;
}
