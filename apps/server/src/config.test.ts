import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('gives the documented defaults', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PROMO_CODES_REQUIRED).toBe(false);
    expect(config.AUTO_VERIFIED_EMAIL_DOMAINS).toEqual([]);
  });

  it('parses lists and flags', () => {
    const config = parseConfig({ AUTO_VERIFIED_EMAIL_DOMAINS: 'Hangtime.app, staff.example.com', PROMO_CODES_REQUIRED: 'true' });
    expect(config.AUTO_VERIFIED_EMAIL_DOMAINS).toEqual(['hangtime.app', 'staff.example.com']);
    expect(config.PROMO_CODES_REQUIRED).toBe(true);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });
});
