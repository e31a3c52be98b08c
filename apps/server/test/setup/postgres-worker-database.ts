// The PostgreSQL pass runs its files on several workers, each on a database of its own: files
// written to share one database one at a time (scratch databases, migration locks, row counts)
// would otherwise meet. scripts/test-int.mjs makes the databases and lists them in
// TEST_DATABASE_URLS; worker N (VITEST_POOL_ID, from 1) takes the N-th as its TEST_DATABASE_URL.
const urls = process.env.TEST_DATABASE_URLS?.split(',').filter(Boolean) ?? [];
if (process.env.TEST_DB === 'postgres' && urls.length > 0) {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  process.env.TEST_DATABASE_URL = urls[(worker - 1) % urls.length];
}
