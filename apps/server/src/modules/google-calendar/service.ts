import type { AppDeps } from '../../deps';
import type { BusyBlocksRepository } from '../busy-blocks';
import type { GoogleCalendarRepository } from './repository';

export function createGoogleCalendarService(options: {
  deps: AppDeps;
  repository: GoogleCalendarRepository;
  busyBlocks: BusyBlocksRepository;
}) {
  void options;
  return {};
}

export type GoogleCalendarService = ReturnType<typeof createGoogleCalendarService>;
