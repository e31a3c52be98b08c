// The infrastructure every service is built from: explicit dependencies, no globals.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import { systemClock, type Clock } from './lib/clock';
import { lazySecretBox, type SecretBox } from './lib/secret-box';
import { loadSecretBox } from './lib/secret-key';
import { createMailService, type MailService } from './modules/mail';
import { createPlaces, loadOnce, type PlacesSource } from './modules/places';
import { defaultRateLimits, type RateLimitSettings } from './plugins/rate-limit';

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
  /** Seals the secrets kept in the database (tokens, calendar addresses) under the server's key. */
  secrets: SecretBox;
};

export type InfrastructureOptions = {
  config: Config;
  database: Database;
  queue: JobQueue;
  clock?: Clock;
  /** Overrides of the limits that `RATE_LIMIT_PER_MINUTE` and the defaults set (tests raise them). */
  rateLimits?: Partial<RateLimitSettings>;
  /** The places engine, loaded at start by the server; absent, it loads on the first search. */
  places?: PlacesSource;
  /** The server's key, loaded at start by the server (a bad key file stops it there). */
  secrets?: SecretBox;
  /** Where the places engine says it loaded, when it loads on the first search. */
  log: { info(object: object, message: string): void };
};

/** The one place the settings become the infrastructure (the app and the workers share it). */
export function createInfrastructure(options: InfrastructureOptions): AppDeps {
  const { config, database, queue } = options;
  // Loaded on first use unless given: an admin script that seals nothing never creates a key file.
  const secrets = options.secrets ?? lazySecretBox(() => loadSecretBox(config));
  return {
    config,
    database,
    db: database.db,
    queue,
    // Mail jobs carry codes and links: sealed under the server's key in the job table.
    mail: createMailService(queue, secrets),
    clock: options.clock ?? systemClock,
    rateLimits: { ...defaultRateLimits, globalPerMinute: config.RATE_LIMIT_PER_MINUTE, ...options.rateLimits },
    places: options.places ?? loadOnce(() => createPlaces(config, options.log)),
    secrets,
  };
}
