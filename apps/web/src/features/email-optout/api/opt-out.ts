import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { optOutResponse, type optOutBody } from '@hangtime/core/email-optout/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Stops every non-security email to the address; works without an account or a token. */
export function optOut(body: z.input<typeof optOutBody>) {
  return apiRequest('/api/email-optout/opt-out', {
    method: 'POST',
    body,
    schema: optOutResponse,
    authenticated: false,
  });
}

export function useOptOutMutation() {
  return useMutation({ mutationFn: optOut });
}
