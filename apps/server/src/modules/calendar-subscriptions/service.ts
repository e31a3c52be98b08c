import type { AppDeps } from '../../deps';
import type { BusyBlocksRepository } from '../busy-blocks';
import type { CalendarSubscriptionsRepository } from './repository';

export function createCalendarSubscriptionsService(options: {
  deps: AppDeps;
  repository: CalendarSubscriptionsRepository;
  busyBlocks: BusyBlocksRepository;
}) {
  void options;
  return {};
}

export type CalendarSubscriptionsService = ReturnType<typeof createCalendarSubscriptionsService>;
