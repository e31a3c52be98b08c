import { useMutation } from '@tanstack/react-query';
import { authResponse, type LoginBody } from '@hangtime/core/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginBody) {
  return apiRequest('/api/auth/login', {
    method: 'POST',
    body,
    schema: authResponse,
    authenticated: false,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
