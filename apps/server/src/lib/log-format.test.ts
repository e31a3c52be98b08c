import { describe, expect, it } from 'vitest';
import { chooseLogFormat, isPrettyPrinterInstalled, logTransport } from './log-format';

describe('chooseLogFormat', () => {
  it('is readable in development at a terminal', () => {
    expect(chooseLogFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(chooseLogFormat({}, true)).toBe('pretty');
  });

  it('is JSON in development when stdout is piped, unless LOG_FORMAT=pretty', () => {
    expect(chooseLogFormat({ NODE_ENV: 'development' }, false)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(chooseLogFormat({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, true)).toBe('json');
  });

  it('is always JSON in production and in tests', () => {
    expect(chooseLogFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, true)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'test' }, true)).toBe('json');
  });
});

describe('without pino-pretty (a production install: it is a development dependency)', () => {
  it('falls back to JSON where pretty lines were wanted', () => {
    expect(chooseLogFormat({ NODE_ENV: 'development' }, true, false)).toBe('json');
    expect(chooseLogFormat({ NODE_ENV: 'development', LOG_FORMAT: 'pretty' }, false, false)).toBe('json');
    expect(chooseLogFormat({ LOG_FORMAT: 'json' }, true, false)).toBe('json');
  });

  it('is noticed when the package cannot be resolved, and found when it is installed', () => {
    const missing = (id: string): string => {
      throw Object.assign(new Error(`Cannot find module '${id}'`), { code: 'MODULE_NOT_FOUND' });
    };
    expect(isPrettyPrinterInstalled(missing)).toBe(false);
    // This checkout installs development dependencies, pino-pretty among them.
    expect(isPrettyPrinterInstalled()).toBe(true);
  });
});

describe('logTransport', () => {
  it('uses pino-pretty for pretty and nothing for JSON', () => {
    expect(logTransport('pretty')).toMatchObject({ target: 'pino-pretty' });
    expect(logTransport('json')).toBeUndefined();
  });
});
