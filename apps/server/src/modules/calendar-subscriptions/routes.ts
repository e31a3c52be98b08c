import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { CalendarSubscriptionsService } from './service';

export function registerCalendarSubscriptionsModule(
  app: FastifyInstance,
  service: CalendarSubscriptionsService,
  limits: RateLimitSettings,
) {
  void app;
  void service;
  void limits;
}
