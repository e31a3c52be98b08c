// The environment, parsed once at start-up: a bad value stops the server with every problem listed.
import { isIP } from 'node:net';
import { z } from 'zod';
import { describeCronProblem } from './lib/cron';
import { mapAttributionSetting, mapAttributionUrlSetting, mapTileUrlSetting } from './lib/map-tiles';

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/** A live service's base URL: http(s) only, because it is fetched with `fetch` (no file: or data: tricks). */
const optionalServiceUrl = optionalUrl.refine(
  (value) => value === undefined || !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
  'must be an http:// or https:// URL',
);

/** How long a live service may take before the search gives up on it, in milliseconds. */
const serviceTimeoutMs = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number of milliseconds between 100 and 120000' })
    .int('must be a whole number of milliseconds between 100 and 120000')
    .min(100, 'must be a whole number of milliseconds between 100 and 120000')
    .max(120_000, 'must be a whole number of milliseconds between 100 and 120000')
    .default(fallback);

/** proxy-addr's names for whole ranges, accepted beside addresses and CIDRs. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For. Off by default: trusting it without a proxy in front lets
 * any client pick a new address for each request and slip past the per-IP limits.
 */
export type TrustProxy = boolean | number | string[];

const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const setting = value.trim().toLowerCase();
    if (setting === '' || setting === 'false') return false;
    if (setting === 'true') return true;
    if (/^\d+$/.test(setting)) return Number(setting) || false;
    const entries = setting.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be true, false, a hop count, or a comma list of proxy IP addresses or CIDR ranges ' +
          `(e.g. 10.0.0.1,192.168.0.0/16 or loopback); not valid: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A load-shedding threshold: a whole number, 0 for off; unset for the plugin's default. */
const sheddingLimit = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'must be a whole number from 0 (off) to 100000' })
    .int('must be a whole number from 0 (off) to 100000')
    .min(0, 'must be a whole number from 0 (off) to 100000')
    .max(100_000, 'must be a whole number from 0 (off) to 100000')
    .optional(),
);

/** When a job runs: five cron fields, in UTC (the job queue's clock). */
const cronSetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => value.trim() || fallback)
    .superRefine((value, ctx) => {
      const problem = describeCronProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A 256-bit key, as 64 hex digits or 44 base64 characters: what encrypts the secrets kept in the
 * database (Google's tokens, ICS addresses, feed addresses; lib/secret-box.ts).
 */
const KEY_MESSAGE = 'must be 32 random bytes as 64 hex digits or base64 (e.g. `openssl rand -hex 32`)';
export function parseSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}
const secretKey = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined))
  .refine((value) => value === undefined || parseSecretKey(value) !== null, KEY_MESSAGE);
const previousSecretKeys = commaList.refine(
  (values) => values.every((value) => parseSecretKey(value) !== null),
  `each ${KEY_MESSAGE}`,
);

/** A VAPID key as web-push makes them: base64url of `bytes` bytes. */
const vapidKey = (bytes: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) =>
        value === undefined || (/^[A-Za-z0-9_-]+$/.test(value) && Buffer.from(value, 'base64url').length === bytes),
      message,
    );

/** Google's own endpoints (behaviour.md §10); tests point them at local fakes. */
export const GOOGLE_DEFAULTS = {
  GOOGLE_AUTH_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
  GOOGLE_CALENDAR_API_URL: 'https://www.googleapis.com/calendar/v3',
} as const;
const serviceUrlOr = (fallback: string) => optionalServiceUrl.transform((value) => value ?? fallback);

/** The weekly suggestions: Mondays 15:00 UTC, the morning in the Americas and the afternoon in Europe. */
export const DEFAULT_SUGGESTIONS_CRON = '0 15 * * 1';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  // Unset: derived from PORT below, so `PORT=3200 npm start` mails links to port 3200, not 3000.
  APP_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Hangtime <no-reply@hangtime.local>'),
  AUTO_VERIFIED_EMAIL_DOMAINS: commaList,
  PROMO_CODES_REQUIRED: booleanString,
  REDIS_URL: optionalUrl,
  // Unset: venues come from the bundled OpenStreetMap files and travel times are an estimate.
  OVERPASS_URL: optionalServiceUrl,
  OVERPASS_TIMEOUT_MS: serviceTimeoutMs(10_000),
  ROUTING_URL: optionalServiceUrl,
  ROUTING_TIMEOUT_MS: serviceTimeoutMs(5_000),
  TRUST_PROXY: trustProxy,
  // Requests per client address per minute across the API (plugins/rate-limit.ts).
  RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ error: 'must be a whole number of requests between 1 and 1000000' })
    .int('must be a whole number of requests between 1 and 1000000')
    .min(1, 'must be a whole number of requests between 1 and 1000000')
    .max(1_000_000, 'must be a whole number of requests between 1 and 1000000')
    .default(600),
  // Load shedding (plugins/load-shedding.ts): API requests in flight, and the event loop's mean
  // delay in milliseconds, past which API calls are answered 503. 0 turns one off; unset, the
  // plugin's defaults (off in NODE_ENV=test, whose loop the tests' own client and PGlite share).
  SHED_MAX_IN_FLIGHT: sheddingLimit,
  SHED_MAX_EVENT_LOOP_DELAY_MS: sheddingLimit,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines in development at a terminal, JSON otherwise (lib/log-format.ts).
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  // The map's raster tiles (lib/map-tiles.ts): the CSP lets images come from this host alone.
  MAP_TILE_URL: mapTileUrlSetting,
  MAP_TILE_ATTRIBUTION: mapAttributionSetting,
  MAP_TILE_ATTRIBUTION_URL: mapAttributionUrlSetting,
  // When the weekly suggestions run (behaviour.md §8), in UTC.
  SUGGESTIONS_CRON: cronSetting(DEFAULT_SUGGESTIONS_CRON),
  // The reminders and nudges sweep, every minute (behaviour.md, issue 26); tests run it themselves.
  REMINDERS_SWEEP: z.enum(['on', 'off']).default('on'),
  // The regular hangouts' sweep, every hour (behaviour.md, issue 26); tests run it themselves.
  REGULARS_SWEEP: z.enum(['on', 'off']).default('on'),
  // Unset: every bundled OpenStreetMap file of apps/server/data/venues; set: that one file only.
  VENUES_FILE: z.string().min(1).optional(),
  // Unset on the embedded default: generated once into DATA_DIR (lib/secret-key.ts). Required
  // with DATABASE_URL in production, where every instance must share it.
  SECRET_KEY: secretKey,
  // Keys being rotated out: still decrypt, never encrypt (docs/operations.md "Rotating SECRET_KEY").
  SECRET_KEY_PREVIOUS: previousSecretKeys,
  // The calendar link (behaviour.md §10): hidden when GOOGLE_CLIENT_ID is unset.
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  GOOGLE_CLIENT_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  // Unset: {APP_ORIGIN}/api/google-calendar/callback.
  GOOGLE_REDIRECT_URI: optionalServiceUrl,
  GOOGLE_AUTH_URL: serviceUrlOr(GOOGLE_DEFAULTS.GOOGLE_AUTH_URL),
  GOOGLE_TOKEN_URL: serviceUrlOr(GOOGLE_DEFAULTS.GOOGLE_TOKEN_URL),
  GOOGLE_REVOKE_URL: serviceUrlOr(GOOGLE_DEFAULTS.GOOGLE_REVOKE_URL),
  GOOGLE_CALENDAR_API_URL: serviceUrlOr(GOOGLE_DEFAULTS.GOOGLE_CALENDAR_API_URL),
  // ICS subscriptions to loopback, private and link-local addresses: refused unless allowed (tests, a LAN install).
  ICS_ALLOW_PRIVATE: booleanString,
  // Web Push (issue 26): unset on the embedded default, a key pair generated once into DATA_DIR
  // (modules/push/vapid-keys.ts); with DATABASE_URL, push is off until both keys are set.
  VAPID_PUBLIC_KEY: vapidKey(
    65,
    'must be a VAPID public key (base64url, 65 bytes; `npx web-push generate-vapid-keys`)',
  ),
  VAPID_PRIVATE_KEY: vapidKey(32, 'must be a VAPID private key (base64url, 32 bytes)'),
  // Who push services may write to about this server; unset: mailto: and MAIL_FROM's address.
  VAPID_SUBJECT: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .refine(
      (value) => value === undefined || /^(mailto:|https:\/\/)/.test(value),
      'must start with mailto: or https://',
    ),
  // Push endpoints on loopback and private addresses, and over plain http: tests only.
  PUSH_ALLOW_PRIVATE_ENDPOINTS: booleanString,
});

type ParsedSettings = z.infer<typeof configSchema>;
export type Config = Omit<ParsedSettings, 'APP_ORIGIN' | 'GOOGLE_REDIRECT_URI'> & {
  APP_ORIGIN: string;
  GOOGLE_REDIRECT_URI: string;
};

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const { APP_ORIGIN, GOOGLE_REDIRECT_URI, ...config } = result.data;
  const problems = crossSettingProblems(result.data);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const origin = APP_ORIGIN ?? defaultOrigin(config.PORT);
  return {
    ...config,
    APP_ORIGIN: origin,
    GOOGLE_REDIRECT_URI: GOOGLE_REDIRECT_URI ?? `${origin}/api/google-calendar/callback`,
  };
}

/** What no single setting shows wrong. */
function crossSettingProblems(config: ParsedSettings): string[] {
  const problems: string[] = [];
  if (config.GOOGLE_CLIENT_ID && !config.GOOGLE_CLIENT_SECRET) {
    problems.push('  - GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  }
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    problems.push('  - VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (config.NODE_ENV === 'production' && config.PUSH_ALLOW_PRIVATE_ENDPOINTS) {
    problems.push('  - PUSH_ALLOW_PRIVATE_ENDPOINTS: is for tests only and refused in production');
  }
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.SECRET_KEY) {
    problems.push(
      '  - SECRET_KEY: is required with DATABASE_URL in production, the same on every instance (e.g. `openssl rand -hex 32`)',
    );
  }
  return problems;
}

/** Where a browser on this machine reaches the server; links in mail point here unless told otherwise. */
function defaultOrigin(port: number): string {
  return `http://localhost:${port}`;
}
