import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponse, type emailCodeBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Marks the address verified with the emailed code. */
export function verifyEmail(body: z.input<typeof emailCodeBody>) {
  return apiRequest('/api/auth/verify-email', {
    method: 'POST',
    body,
    schema: messageResponse,
    authenticated: false,
  });
}

export function useVerifyEmailMutation() {
  return useMutation({ mutationFn: verifyEmail });
}
