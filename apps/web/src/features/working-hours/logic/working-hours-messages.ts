// Texts of the working-hours screen. The spec's catalogue has none for it; these follow its
// availability-window sentences word for word.
import { ApiError } from '../../../lib/api-client';

export const workingHoursScreenMessages = {
  fetchFailed: 'Failed to fetch working hours. Please try again later.',
  deleteFailed: 'Failed to delete working hours. Please try again.',
  saveFailed: 'Failed to save working hours. Please try again.',
  openFailed: 'Failed to open those working hours. Please try again.',
  saved: 'Working hours saved.',
  dateSaved: 'Working hours for that date saved.',
  deleted: 'Working hours deleted.',
} as const;

/** The server's own words when it refused (a 400 naming the problem, a 404); the fallback otherwise. */
export function describeWorkingHoursError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.hasServerMessage) return error.message;
  return fallback;
}

export function readFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
