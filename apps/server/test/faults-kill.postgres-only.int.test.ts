// PostgreSQL only: kill -9 of the API process during a stream of writes (issue 25). After a
// restart, every write that was acknowledged (201) is there, read through the restarted server and
// straight from the database. The server runs as a real process, on a database of its own.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyCategoryId,
  createScratchDatabase,
  eventBody,
  signUpOverHttp,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { waitUntil } from './helpers/wait';

const WRITERS = 4;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ServerProcess | undefined;
beforeAll(async () => {
  scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
});
afterAll(async () => {
  server?.child.kill('SIGKILL');
  await server?.exited;
  await scratch?.drop();
});

/** Creates events one after another until told to stop; a refused or cut connection is not a write. */
async function writeUntil(address: string, token: string, categoryId: number, isDone: () => boolean, ids: string[]) {
  while (!isDone()) {
    try {
      const response = await fetch(`${address}/api/calendar/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(eventBody(categoryId, `Killed write ${ids.length}`)),
      });
      if (response.status === 201) ids.push(((await response.json()) as { event: { id: string } }).event.id);
    } catch {
      // The process is gone: the call was never acknowledged.
    }
  }
}

describe('kill -9 of the API during writes', () => {
  it('loses no acknowledged write', async () => {
    server = await startServerProcess(scratch.url);
    const token = await signUpOverHttp(server.address);
    const categoryId = await anyCategoryId(server.address, token);
    const acknowledged: string[] = [];
    let isDone = false;
    const writers = Array.from({ length: WRITERS }, () =>
      writeUntil(server!.address, token, categoryId, () => isDone, acknowledged),
    );
    await waitUntil(async () => acknowledged.length >= 30, '30 acknowledged writes');

    server.child.kill('SIGKILL');
    expect(await server.exited).toBeNull();
    isDone = true;
    await Promise.all(writers);

    server = await startServerProcess(scratch.url);
    const answers = await Promise.all(
      acknowledged.map(async (id) => {
        const response = await fetch(`${server!.address}/api/calendar/events/${id}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return response.status;
      }),
    );
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ stored: number }>(
        'SELECT count(*)::int AS stored FROM events WHERE id = ANY($1::uuid[])',
        [acknowledged],
      );
      expect(rows[0]!.stored).toBe(acknowledged.length);
    } finally {
      await client.end();
    }
    console.info(`kill -9: ${acknowledged.length} acknowledged writes, all there after the restart`);
  }, 120_000);
});
