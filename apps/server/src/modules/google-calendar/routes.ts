import type { FastifyInstance } from 'fastify';
import type { RateLimitSettings } from '../../plugins/rate-limit';
import type { GoogleCalendarService } from './service';

export function registerGoogleCalendarModule(
  app: FastifyInstance,
  service: GoogleCalendarService,
  limits: RateLimitSettings,
) {
  void app;
  void service;
  void limits;
}
