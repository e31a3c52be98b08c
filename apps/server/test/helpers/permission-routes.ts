// The permission matrix's routes, read from the app itself: Fastify's route table (every route,
// those the OpenAPI document hides included) and the OpenAPI document's request bodies (which
// routes take an object's id in the body rather than the path).
import type { TestContext } from './app';

export type RouteKey = `${string} ${string}`;
export type TableRoute = { method: string; path: string };

/**
 * Every route of the app, from `printRoutes()`: the radix tree drawn one node a line, four
 * characters of indentation per level, a route's methods in brackets. A node's path is its
 * ancestors' labels and its own, joined. (The test checks the parse against the OpenAPI document,
 * so a change of the drawing fails loudly instead of hiding routes.)
 */
export function routesOf(ctx: TestContext): TableRoute[] {
  const labels: string[] = [];
  const routes: TableRoute[] = [];
  for (const line of ctx.app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3}|[├└]── )*)(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || match[2]!.trim() === '') continue;
    const depth = match[1]!.length / 4;
    labels.length = depth;
    labels[depth - 1] = match[2]!;
    const path = labels.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}

/** The documented operations, in Fastify's spelling of paths (`{id}` → `:id`, `{*}` → `*`). */
export async function documentedRoutes(ctx: TestContext) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: path.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1'),
      bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      queryFields: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    })),
  );
}
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
};

/**
 * Fields that name a shared catalogue entry (a category, an activity, the terms' version), not
 * anybody's object: a route that takes only these takes no id in the matrix's sense.
 */
export const CATALOGUE_FIELDS = new Set([
  'category_id',
  'activity_category_id',
  'activity_subcategory_id',
  'subtype_ids',
  'terms_id',
]);

const idField = (name: string) => /(^id$|_id$|Id$|_ids$)/.test(name) && !CATALOGUE_FIELDS.has(name);
const pathTakesId = (path: string) => /(^|\/):\w+|\*/.test(path);

/**
 * The routes that take an id, as `METHOD /path` in Fastify's spelling: a parameter in the path
 * (`:id`, `:calendar_id`, the feed's secret `*`), or an id field in the body or query. A HEAD
 * route that Fastify adds beside a GET is the GET's row (the matrix calls both).
 */
export function routesTakingIds(
  table: TableRoute[],
  documented: Awaited<ReturnType<typeof documentedRoutes>>,
): RouteKey[] {
  const withIds = new Set<RouteKey>();
  for (const route of table) {
    if (pathTakesId(route.path)) withIds.add(`${route.method === 'HEAD' ? 'GET' : route.method} ${route.path}`);
  }
  for (const operation of documented) {
    if ([...operation.bodyFields, ...operation.queryFields].some(idField))
      withIds.add(`${operation.method} ${operation.path}`);
  }
  return [...withIds].sort();
}

/** What the completeness check reports: routes with an id and no row, and rows whose route is gone. */
export function compareWithRows(routes: RouteKey[], rows: RouteKey[]) {
  return {
    withoutRow: routes.filter((route) => !rows.includes(route)),
    withoutRoute: rows.filter((row) => !routes.includes(row)),
  };
}
