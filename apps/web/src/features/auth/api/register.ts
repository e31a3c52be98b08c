import { useMutation } from '@tanstack/react-query';
import { authResponse, type RegisterBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export function register(body: RegisterBody) {
  return apiRequest('/api/auth/register', {
    method: 'POST',
    body,
    schema: authResponse,
    authenticated: false,
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
