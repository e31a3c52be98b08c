import type { AppDeps } from '../../deps';
import type { EventsService } from '../events';
import type { CalendarFeedRepository } from './repository';

export function createCalendarFeedService(options: {
  deps: AppDeps;
  repository: CalendarFeedRepository;
  events: EventsService;
}) {
  void options;
  return {};
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
