import { apiRequest, type ResponseSchema } from '../api-client';

// The logout answer carries nothing the client reads (core has no schema for `{success}` alone).
const ignoredBody: ResponseSchema<void> = { parse: () => undefined };

export function logoutRequest() {
  return apiRequest('/api/auth/logout', { method: 'POST', schema: ignoredBody });
}
