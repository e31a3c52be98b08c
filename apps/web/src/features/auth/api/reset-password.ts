import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponse, type resetPasswordBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Sets the new password; the code is used up and every session ends. */
export function resetPassword(body: z.input<typeof resetPasswordBody>) {
  return apiRequest('/api/auth/reset-password', {
    method: 'POST',
    body,
    schema: messageResponse,
    authenticated: false,
  });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
