// What every module is built from: explicit dependencies, no globals.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import type { MailService } from './modules/mail/service';
import type { PlacesSource } from './modules/places/setup';
import type { RateLimitSettings } from './plugins/rate-limit';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  mail: MailService;
  clock: Clock;
  rateLimits: RateLimitSettings;
  /** Venues and travel times (behaviour.md §9), loaded once per process. */
  places: PlacesSource;
};
