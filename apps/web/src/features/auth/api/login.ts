import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@hangtime/core/auth/schemas';
import { authResponse } from '@hangtime/core/auth/user';
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
