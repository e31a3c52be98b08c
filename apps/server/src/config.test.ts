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
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('points links at the port actually used when APP_ORIGIN is not set', () => {
    expect(parseConfig({}).APP_ORIGIN).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '3240' }).APP_ORIGIN).toBe('http://localhost:3240');
    expect(parseConfig({ PORT: '3240', APP_ORIGIN: '' }).APP_ORIGIN).toBe('http://localhost:3240');
    expect(parseConfig({ PORT: '3240', APP_ORIGIN: 'https://hangtime.example' }).APP_ORIGIN).toBe(
      'https://hangtime.example',
    );
  });

  it('does not trust X-Forwarded-For in production unless TRUST_PROXY says so', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
  });

  it.each([
    ['', false],
    ['false', false],
    ['TRUE', true],
    ['0', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, 192.168.1.1 ,loopback', ['10.0.0.0/8', '192.168.1.1', 'loopback']],
    ['2001:DB8::/32,::1', ['2001:db8::/32', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'proxy.example.com', '1.5'])(
    'refuses TRUST_PROXY=%j with a message that says what it takes',
    (value) => {
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: must be true, false, a hop count, or a comma list/,
      );
    },
  );

  it('reads the API rate limit per address, 600 a minute unless set', () => {
    expect(parseConfig({}).RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(parseConfig({ RATE_LIMIT_PER_MINUTE: '1200' }).RATE_LIMIT_PER_MINUTE).toBe(1200);
  });

  it.each(['0', '-5', '1.5', 'lots', '2000000'])('refuses RATE_LIMIT_PER_MINUTE=%j', (value) => {
    expect(() => parseConfig({ RATE_LIMIT_PER_MINUTE: value })).toThrow(
      /RATE_LIMIT_PER_MINUTE: must be a whole number of requests between 1 and 1000000/,
    );
  });

  it('parses lists and flags', () => {
    const config = parseConfig({
      AUTO_VERIFIED_EMAIL_DOMAINS: 'Hangtime.app, staff.example.com',
      PROMO_CODES_REQUIRED: 'true',
    });
    expect(config.AUTO_VERIFIED_EMAIL_DOMAINS).toEqual(['hangtime.app', 'staff.example.com']);
    expect(config.PROMO_CODES_REQUIRED).toBe(true);
  });

  it('reads when the weekly suggestions run, Mondays 15:00 UTC unless set, and refuses a bad schedule', () => {
    expect(parseConfig({}).SUGGESTIONS_CRON).toBe('0 15 * * 1');
    expect(parseConfig({ SUGGESTIONS_CRON: '' }).SUGGESTIONS_CRON).toBe('0 15 * * 1');
    expect(parseConfig({ SUGGESTIONS_CRON: ' 30 8 * * mon-fri ' }).SUGGESTIONS_CRON).toBe('30 8 * * mon-fri');
    expect(() => parseConfig({ SUGGESTIONS_CRON: 'every monday' })).toThrow(
      /SUGGESTIONS_CRON: must be a cron expression of five fields/,
    );
    expect(() => parseConfig({ SUGGESTIONS_CRON: '0 25 * * 1' })).toThrow(
      /SUGGESTIONS_CRON: the hour field "25" is not valid cron/,
    );
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

  it('leaves the live places and routing services off unless their URLs are set', () => {
    const config = parseConfig({});
    expect(config.OVERPASS_URL).toBeUndefined();
    expect(config.ROUTING_URL).toBeUndefined();
    expect(config.OVERPASS_TIMEOUT_MS).toBe(10_000);
    expect(config.ROUTING_TIMEOUT_MS).toBe(5_000);
  });

  it('reads the live service URLs and their timeouts', () => {
    const config = parseConfig({
      OVERPASS_URL: 'https://overpass.example/api/interpreter',
      ROUTING_URL: 'http://127.0.0.1:5000',
      OVERPASS_TIMEOUT_MS: '2500',
      ROUTING_TIMEOUT_MS: '800',
    });
    expect(config.OVERPASS_URL).toBe('https://overpass.example/api/interpreter');
    expect(config.ROUTING_URL).toBe('http://127.0.0.1:5000');
    expect(config.OVERPASS_TIMEOUT_MS).toBe(2500);
    expect(config.ROUTING_TIMEOUT_MS).toBe(800);
  });

  it.each([
    ['OVERPASS_URL', 'overpass.example', /OVERPASS_URL: Invalid URL/],
    ['ROUTING_URL', 'file:///etc/passwd', /ROUTING_URL: must be an http:\/\/ or https:\/\/ URL/],
    ['OVERPASS_TIMEOUT_MS', 'soon', /OVERPASS_TIMEOUT_MS: must be a whole number of milliseconds/],
    ['ROUTING_TIMEOUT_MS', '0', /ROUTING_TIMEOUT_MS: must be a whole number of milliseconds/],
    ['ROUTING_TIMEOUT_MS', '1.5', /ROUTING_TIMEOUT_MS: must be a whole number of milliseconds/],
  ])('refuses %s=%j with a clear message', (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  describe('the calendar link and the server key', () => {
    const hexKey = 'ab'.repeat(32);

    it('uses Google’s endpoints unless told, and sends people back to APP_ORIGIN’s callback', () => {
      const config = parseConfig({ PORT: '3240' });
      expect(config.GOOGLE_CLIENT_ID).toBeUndefined();
      expect(config.GOOGLE_TOKEN_URL).toBe('https://oauth2.googleapis.com/token');
      expect(config.GOOGLE_CALENDAR_API_URL).toBe('https://www.googleapis.com/calendar/v3');
      expect(config.GOOGLE_REDIRECT_URI).toBe('http://localhost:3240/api/google-calendar/callback');
      expect(config.ICS_ALLOW_PRIVATE).toBe(false);
    });

    it('takes a key as 64 hex digits or base64, and refuses anything else', () => {
      expect(parseConfig({ SECRET_KEY: hexKey }).SECRET_KEY).toBe(hexKey);
      const base64 = Buffer.alloc(32, 7).toString('base64');
      expect(parseConfig({ SECRET_KEY: base64, SECRET_KEY_PREVIOUS: hexKey }).SECRET_KEY_PREVIOUS).toEqual([hexKey]);
      expect(() => parseConfig({ SECRET_KEY: 'password' })).toThrow(/SECRET_KEY: must be 32 random bytes/);
      expect(() => parseConfig({ SECRET_KEY_PREVIOUS: `${hexKey},short` })).toThrow(
        /SECRET_KEY_PREVIOUS: each must be 32 random bytes/,
      );
    });

    it('needs the client secret with the client id', () => {
      expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' })).toThrow(
        /GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set/,
      );
    });

    it('needs SECRET_KEY in production on PostgreSQL, where instances must share it', () => {
      const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/hangtime' };
      expect(() => parseConfig(production)).toThrow(/SECRET_KEY: is required with DATABASE_URL in production/);
      expect(parseConfig({ ...production, SECRET_KEY: hexKey }).SECRET_KEY).toBe(hexKey);
      expect(parseConfig({ NODE_ENV: 'production' }).SECRET_KEY).toBeUndefined();
    });
  });
});
