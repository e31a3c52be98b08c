import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { sheddingSettingsOf } from './load-shedding';

const production = { NODE_ENV: 'production', SECRET_KEY: 'a'.repeat(64) };

describe('load shedding settings', () => {
  it('shed on requests in flight and on the loop delay in production on PostgreSQL', () => {
    const config = parseConfig({ ...production, DATABASE_URL: 'postgres://db.example/hangtime' });
    expect(sheddingSettingsOf(config)).toEqual({ maxInFlight: 100, maxEventLoopDelayMs: 100 });
  });

  it('leave the loop delay alone on the embedded database, whose queries run on the loop', () => {
    expect(sheddingSettingsOf(parseConfig(production))).toEqual({ maxInFlight: 100, maxEventLoopDelayMs: 0 });
  });

  it('are off in tests and follow the settings when given', () => {
    expect(sheddingSettingsOf(parseConfig({ NODE_ENV: 'test' }))).toEqual({ maxInFlight: 0, maxEventLoopDelayMs: 0 });
    const tuned = parseConfig({ ...production, SHED_MAX_IN_FLIGHT: '40', SHED_MAX_EVENT_LOOP_DELAY_MS: '250' });
    expect(sheddingSettingsOf(tuned)).toEqual({ maxInFlight: 40, maxEventLoopDelayMs: 250 });
  });
});
