// Live updates (issue 26): the stream's connection, parsed and kept open with backoff, and the marks
// of this tab's writes.
export { startLiveConnection, type LiveConnection, type LiveConnectionOptions } from './live-connection';
export { writeMarks } from './marks';
