// How log lines look: readable lines for a person at a terminal during development, JSON for
// everything that reads logs with a program (production, tests, a pipe into a log collector).
import type { LoggerOptions } from 'pino';

export type LogFormat = 'pretty' | 'json';

type LogEnvironment = { NODE_ENV?: string; LOG_FORMAT?: string };

/** LOG_FORMAT=pretty or json wins; otherwise pretty only in development with stdout on a terminal. */
export function chooseLogFormat(env: LogEnvironment, isTerminal: boolean): LogFormat {
  if (env.NODE_ENV === 'production' || env.NODE_ENV === 'test') return 'json';
  if (env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json') return env.LOG_FORMAT;
  return isTerminal ? 'pretty' : 'json';
}

/** The pino transport for a format; none (plain JSON on stdout) for json. */
export function logTransport(format: LogFormat): LoggerOptions['transport'] {
  if (format === 'json') return undefined;
  return {
    target: 'pino-pretty',
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

/** The transport for this process: its configuration and whether stdout is a terminal. */
export function processLogTransport(env: LogEnvironment): LoggerOptions['transport'] {
  return logTransport(chooseLogFormat(env, process.stdout.isTTY === true));
}
