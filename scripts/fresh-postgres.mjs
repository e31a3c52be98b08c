// A PostgreSQL database of its own for one run, made from a server URL and dropped after it: rows
// left by earlier runs would otherwise pile up (and collide, or skew measurements).
import { randomUUID } from 'node:crypto';
import { URL } from 'node:url';
import pg from 'pg';

async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `work(url)` against a new database named `<prefix>_<random>` on the server of `serverUrl`. */
export function withFreshDatabase(serverUrl, prefix, work) {
  return withFreshDatabases(serverUrl, prefix, 1, ([url]) => work(url));
}

/** Runs `work(urls)` against `count` new databases on the server of `serverUrl`, dropped after it. */
export async function withFreshDatabases(serverUrl, prefix, count, work) {
  const run = randomUUID().replaceAll('-', '').slice(0, 12);
  const names = Array.from({ length: count }, (_, index) => `${prefix}_${run}${count > 1 ? `_${index + 1}` : ''}`);
  const made = [];
  try {
    for (const name of names) {
      await onServer(serverUrl, `CREATE DATABASE ${name}`);
      made.push(name);
    }
    return await work(
      names.map((name) => {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return url.toString();
      }),
    );
  } finally {
    for (const name of made) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
