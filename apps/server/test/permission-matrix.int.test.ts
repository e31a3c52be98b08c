// The permission matrix (issue 25, behaviour.md "Permission matrix"): every route of the app that
// takes an id, read from Fastify's route table and the OpenAPI document, called as the owner of
// the object, a friend, an invited participant, a pending requester, a stranger and anonymously;
// each answer must be the one the table (helpers/permission-table.ts) allows, and no refusal may
// carry the object's words. A route with an id and no row fails here, as does a row with no route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { categoryIds } from './helpers/events';
import { startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { startFakeIcsServer, type FakeIcsServer } from './helpers/fake-ics-server';
import {
  compareWithRows,
  documentedRoutes,
  routesOf,
  routesTakingIds,
  type RouteKey,
} from './helpers/permission-routes';
import { PERMISSION_TABLE, type Outcome, type Row } from './helpers/permission-table';
import { createCast, ROLE_NAMES, ROLES, type Role, type Target, type World } from './helpers/permission-world';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

let ctx: TestContext;
let google: FakeGoogle;
let ics: FakeIcsServer;
let world: World;

beforeAll(async () => {
  google = await startFakeGoogle();
  for (const id of ['home-calendar', 'work-calendar'])
    google.addCalendar({ id, summary: `Secret ${id}`, timeZone: 'America/New_York', accessRole: 'owner' });
  ics = await startFakeIcsServer();
  ctx = await createTestApp({
    env: { ...google.env, ICS_ALLOW_PRIVATE: 'true', AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' },
    rateLimits: { hangoutsPerHour: 100_000 },
    withWorkers: false,
  });
  const cast = await createCast(ctx, google);
  world = { ctx, cast, google, ics, eventCategory: (await categoryIds(ctx, cast.owner)).Event! };
});
afterAll(async () => {
  await ctx.close();
  await google.close();
  await ics.close();
});

const methodOf = (route: RouteKey) => route.split(' ')[0]!;
const isAllowed = (outcome: Outcome) => outcome === 'allow';

/** The answer in the table's words: a refusal counts as one only with its error code. */
function outcomeOf(response: Response): Outcome {
  const status = response.statusCode;
  if (status >= 200 && status < 300) return 'allow';
  const code = safeCode(response);
  if (status === 404 && code === 'NOT_FOUND') return 'hidden';
  if (status === 403 && code === 'FORBIDDEN') return 'forbidden';
  if (status === 401 && code === 'UNAUTHORIZED') return 'unauthenticated';
  if (status === 400 && code === 'VALIDATION_ERROR') return 'invalid';
  return status;
}
function safeCode(response: Response): unknown {
  try {
    return (response.json() as { code?: unknown }).code;
  } catch {
    return undefined;
  }
}

/** The status an outcome stands for, and a HEAD's status read back (a HEAD answer has no body to carry a code). */
const statusFor = (outcome: Outcome) =>
  ({ allow: 200, hidden: 404, forbidden: 403, unauthenticated: 401, invalid: 400 })[outcome as string] ??
  (outcome as number);
const outcomeOfStatus = (status: number) => (status >= 200 && status < 300 ? 'allow' : status);

/** People who may not learn the owner's email, even where the call itself is allowed. */
const notFriends = new Set<Role>(['requester', 'stranger', 'anonymous']);

async function checkCell(row: Row, role: Role, target: Target): Promise<Response> {
  const caller = role === 'anonymous' ? undefined : (target.as?.[role] ?? world.cast[role]);
  const { url, payload } = row.request(target, world);
  const headers = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const method = methodOf(row.route) as 'GET' | 'PUT' | 'POST' | 'DELETE';
  const cell = `${row.route} as ${ROLE_NAMES[role]}`;
  // HEAD first (it changes nothing): Fastify answers it beside every GET, with the GET's status.
  if (method === 'GET') {
    const head = await ctx.app.inject({ method: 'HEAD', url, headers });
    expect(outcomeOfStatus(head.statusCode), `HEAD of ${cell}`).toBe(outcomeOfStatus(statusFor(row.expect[role])));
    expect(head.body, `HEAD of ${cell}`).toBe('');
  }
  const response = await ctx.app.inject({ method, url, payload, headers });
  expect(outcomeOf(response), `${cell}: ${response.body.slice(0, 300)}`).toBe(row.expect[role]);
  for (const secret of wordsKeptFrom(row.expect[role], role, target))
    expect(response.body, `${cell} leaks "${secret}"`).not.toContain(secret);
  return response;
}

/** A refusal carries none of the object's words; an allowed answer gives the owner's email to friends only. */
function wordsKeptFrom(outcome: Outcome, role: Role, target: Target): string[] {
  if (!isAllowed(outcome)) return target.secrets;
  return notFriends.has(role) ? [world.cast.owner.user.email] : [];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refused stranger learns nothing: the answer for the real object is the answer for an id that names nothing. */
async function expectSameAsUnknownId(row: Row, target: Target, refused: Response) {
  if (!UUID.test(target.id)) return;
  const { url, payload } = row.request({ ...target, id: randomUUID() }, world);
  const method = methodOf(row.route) as 'GET' | 'PUT' | 'POST' | 'DELETE';
  const unknown = await ctx.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${world.cast.stranger.token}` },
  });
  expect({ status: unknown.statusCode, body: unknown.json() }, `${row.route}: an unknown id as a stranger`).toEqual({
    status: refused.statusCode,
    body: refused.json(),
  });
}

describe('the permission matrix', () => {
  it('has one row for every route that takes an id, and none for a route that is gone', async () => {
    const table = routesOf(ctx);
    const documented = await documentedRoutes(ctx);
    // The route table's parse holds every documented operation: a change in how Fastify draws the
    // table fails here rather than hiding routes.
    const parsed = new Set(table.map((route) => `${route.method} ${route.path}`));
    expect(documented.map((op) => `${op.method} ${op.path}`).filter((op) => !parsed.has(op))).toEqual([]);

    const routes = routesTakingIds(table, documented);
    const rows = PERMISSION_TABLE.map((row) => row.route);
    const objects = PERMISSION_TABLE.map((row) => `${row.route} ${row.object}`);
    expect(new Set(objects).size, 'one row per route and object').toBe(objects.length);
    expect(compareWithRows(routes, rows)).toEqual({ withoutRow: [], withoutRoute: [] });

    const labels = PERMISSION_TABLE.map((row) => `${row.route} (${row.object})`);
    const width = Math.max(...labels.map((label) => label.length));
    const lines = PERMISSION_TABLE.map(
      (row, index) =>
        `${labels[index]!.padEnd(width)}  ${ROLES.map((role) => String(row.expect[role]).padEnd(19)).join(' ')}`,
    );
    const heads = rows.filter((row) => methodOf(row) === 'GET').length * ROLES.length;
    console.log(
      [
        `Permission matrix: ${new Set(rows).size} routes, ${rows.length} rows (route × object) × ${ROLES.length} roles = ${rows.length * ROLES.length} cells (and ${heads} HEAD calls beside the GETs)`,
        `${''.padEnd(width)}  ${ROLES.map((role) => ROLE_NAMES[role].padEnd(19)).join(' ')}`,
        ...lines,
      ].join('\n'),
    );
  });

  it('fails a route with an id that has no row, and a row whose route is gone', () => {
    const rows = PERMISSION_TABLE.map((row) => row.route);
    const withNewRoute: RouteKey[] = [...rows, 'GET /api/new-things/:id'];
    expect(compareWithRows(withNewRoute, rows)).toEqual({ withoutRow: ['GET /api/new-things/:id'], withoutRoute: [] });
    const gone: RouteKey = 'PUT /api/locations/:id';
    expect(
      compareWithRows(
        rows.filter((row) => row !== gone),
        rows,
      ),
    ).toEqual({ withoutRow: [], withoutRoute: [gone] });
    const table = [
      { method: 'GET', path: '/api/things/:thing_id' },
      { method: 'HEAD', path: '/api/things/:thing_id' },
      { method: 'GET', path: '/api/things' },
    ];
    const documented = [
      { method: 'POST', path: '/api/things/share', bodyFields: ['friend_ids'], queryFields: [] },
      { method: 'POST', path: '/api/things', bodyFields: ['category_id', 'name'], queryFields: [] },
    ];
    expect(routesTakingIds(table, documented)).toEqual(['GET /api/things/:thing_id', 'POST /api/things/share']);
  });

  // Refusals first, on one object (they must change nothing); then each allowed caller, on a fresh
  // object where the call changes or deletes it.
  it.each(PERMISSION_TABLE)('$route ($object)', async (row) => {
    const shared = await row.make(world);
    const before = await shared.state?.();
    if (shared.state) expect(before, `${row.route}: the owner sees the object`).toBeTruthy();
    for (const role of ROLES.filter((candidate) => !isAllowed(row.expect[candidate]))) {
      const response = await checkCell(row, role, shared);
      if (role === 'stranger') await expectSameAsUnknownId(row, shared, response);
    }
    if (shared.state) expect(await shared.state(), `${row.route}: the object after the refusals`).toEqual(before);
    for (const role of ROLES.filter((candidate) => isAllowed(row.expect[candidate])))
      await checkCell(row, role, row.changes ? await row.make(world) : shared);
  });
});
