import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponse, type emailBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

/** Sends a new email verification code (60 s cooldown on the server). */
export function sendEmailVerification(body: z.input<typeof emailBody>) {
  return apiRequest('/api/auth/send-email-verification', {
    method: 'POST',
    body,
    schema: messageResponse,
    authenticated: false,
  });
}

export function useSendEmailVerificationMutation() {
  return useMutation({ mutationFn: sendEmailVerification });
}
