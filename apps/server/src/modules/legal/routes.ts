import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { privacyResponse, termsResponse } from '@hangtime/core/legal/schemas';
import type { LegalService } from './service';

export function registerLegalModule(app: FastifyInstance, service: LegalService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/terms', { schema: { tags: ['legal'], response: { 200: termsResponse } } }, async () => ({
    success: true as const,
    data: { terms: await service.getActive('terms') },
  }));

  routes.get('/api/privacy', { schema: { tags: ['legal'], response: { 200: privacyResponse } } }, async () => ({
    success: true as const,
    data: { privacy_policy: await service.getActive('privacy') },
  }));
}
