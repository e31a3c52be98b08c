import { ApiError, describeError } from '../../../lib/api-client';

export type RegisterFailure = { message: string; fields: Record<string, string> };

/** The banner text and per-field messages of a failed registration (spec §8). */
export function resolveRegisterFailure(error: unknown): RegisterFailure {
  return {
    message: describeError(error, {
      server: 'Registration failed',
      network: 'Failed to register. Please try again.',
      unexpected: 'Registration failed. Please try again.',
    }),
    fields: error instanceof ApiError && error.fields ? error.fields : {},
  };
}
