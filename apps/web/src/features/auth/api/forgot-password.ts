import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponse, type emailBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Sends a password reset code to the address, if an account has it. */
export function forgotPassword(body: z.input<typeof emailBody>) {
  return apiRequest('/api/auth/forgot-password', {
    method: 'POST',
    body,
    schema: messageResponse,
    authenticated: false,
  });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
