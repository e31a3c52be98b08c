// The process: read config, open and migrate the database, start jobs, listen, shut down within a deadline.
import { buildApp } from './app';
import { composeServices } from './composition';
import { ConfigError, parseConfig } from './config';
import { createInfrastructure } from './deps';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { startQueue } from './jobs/queue';
import { startWorkers } from './jobs/workers';
import { createPlaces } from './modules/places';
import { processLogTransport } from './lib/log-format';
import { loadSecretBox } from './lib/secret-key';
import { stopWithinDeadline } from './shutdown';

async function main() {
  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dir: config.DATA_DIR },
  );
  await database.migrate();
  await database.refreshStatistics();
  const bootLog = (await import('pino')).default({
    level: config.LOG_LEVEL,
    transport: processLogTransport(config),
  });
  const queue = await startQueue(database, bootLog);
  // The venues are loaded and indexed before the first request, not during it.
  const places = await createPlaces(config, bootLog);
  const secrets = loadSecretBox(config);
  const deps = createInfrastructure({ config, database, queue, places: async () => places, secrets, log: bootLog });
  const services = composeServices(deps);
  const app = await buildApp({ deps, services });
  await startWorkers({ deps, services, queue, log: app.log });

  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    void stopWithinDeadline({ app, queue, database, log: app.log, exit: (code) => process.exit(code) });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // The address actually bound (PORT=0 picks a free port); APP_ORIGIN is only what links in mail use.
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Hangtime is listening on ${address} (public origin APP_ORIGIN: ${config.APP_ORIGIN}; database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Hangtime failed to start:', error);
  }
  process.exit(1);
});
