import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { CalendarFeedService } from './service';

export function registerCalendarFeedModule(
  app: FastifyInstance,
  service: CalendarFeedService,
  limits: RateLimitSettings,
) {
  void app;
  void service;
  void limits;
}
