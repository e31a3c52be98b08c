import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponse, type emailCodeBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Checks a reset code without using it up. */
export function verifyResetCode(body: z.input<typeof emailCodeBody>) {
  return apiRequest('/api/auth/verify-reset-code', {
    method: 'POST',
    body,
    schema: messageResponse,
    authenticated: false,
  });
}

export function useVerifyResetCodeMutation() {
  return useMutation({ mutationFn: verifyResetCode });
}
