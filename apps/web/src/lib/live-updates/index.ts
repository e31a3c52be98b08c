// Live updates (issue 26): the stream's connection, parsed and kept open with backoff.
export { startLiveConnection, type LiveConnection, type LiveConnectionOptions } from './live-connection';
