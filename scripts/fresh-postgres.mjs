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
export async function withFreshDatabase(serverUrl, prefix, work) {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    return await work(url.toString());
  } finally {
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
