// How log lines look: readable lines for a person at a terminal during development, JSON for
// everything that reads logs with a program (production, tests, a pipe into a log collector).
// pino-pretty is a development dependency: a production install (npm ci --omit=dev) lacks it, and
// a pretty format asked for there falls back to JSON instead of failing to start.
import { createRequire } from 'node:module';
import type { LoggerOptions } from 'pino';

export type LogFormat = 'pretty' | 'json';

type LogEnvironment = { NODE_ENV?: string; LOG_FORMAT?: string };

/**
 * LOG_FORMAT=pretty or json wins; otherwise pretty only in development with stdout on a terminal.
 * Pretty needs pino-pretty installed; without it, JSON.
 */
export function chooseLogFormat(env: LogEnvironment, isTerminal: boolean, prettyInstalled = true): LogFormat {
  if (env.NODE_ENV === 'production' || env.NODE_ENV === 'test') return 'json';
  const wanted =
    env.LOG_FORMAT === 'pretty' || env.LOG_FORMAT === 'json' ? env.LOG_FORMAT : isTerminal ? 'pretty' : 'json';
  return wanted === 'pretty' && !prettyInstalled ? 'json' : wanted;
}

/** Whether pino-pretty can be loaded (pino loads a transport's target by name, as here). */
export function isPrettyPrinterInstalled(
  resolve: (id: string) => string = createRequire(import.meta.url).resolve,
): boolean {
  try {
    resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** The pino transport for a format; none (plain JSON on stdout) for json. */
export function logTransport(format: LogFormat): LoggerOptions['transport'] {
  if (format === 'json') return undefined;
  return {
    target: 'pino-pretty',
    options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
  };
}

/** The transport for this process: its configuration, whether stdout is a terminal, what is installed. */
export function processLogTransport(env: LogEnvironment): LoggerOptions['transport'] {
  return logTransport(chooseLogFormat(env, process.stdout.isTTY === true, isPrettyPrinterInstalled()));
}
