// Property-based fuzzing over the OpenAPI document (issue 25): every operation gets generated
// requests (fitting its schemas, then mutated: years 0000 and 9999, lone surrogates, 20,000
// characters, extra and missing properties, wrong types, huge numbers, ids that are no uuid or
// nobody's; no token, or an Authorization header that names no session), as a signed-in person
// with data. Any 5xx, any status the operation does not declare, and any body that breaks the
// declared schema of its status (errors included) fails, with fast-check's shrunk counterexample
// and the seed that reproduces it (FUZZ_SEED).
// FUZZ_RUNS_PER_OPERATION sizes the run (default 15: the file takes under a minute on PGlite on 2
// loaded cores; a few hundred to hunt).
// On both databases: each driver reports bad values (out-of-range dates, lone surrogates) in
// its own way, and none may become a 500.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createFuzzWorld, type Example, type FuzzWorld } from './helpers/fuzz-world';
import {
  fuzzedOf,
  nastyValue,
  pathParameterOf,
  toJsonText,
  toPathSegment,
  validishOf,
  type KnownData,
} from './helpers/openapi-arbitraries';
import {
  bodyValidatorOf,
  operationsOf,
  readOpenApiDocument,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './helpers/openapi-document';

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
/** FUZZ_VERBOSE=1 prints each operation's statuses and a first answer of each (which calls get past validation). */
const isVerbose = process.env.FUZZ_VERBOSE === '1';

type FuzzRequest = {
  path: Record<string, unknown>;
  query: unknown;
  /** undefined: no body at all. */
  body: unknown;
  /** Who calls: the person, nobody, or an Authorization header that names no session. */
  caller: 'user' | 'anonymous' | `Authorization: ${string}`;
};

const strangeAuthorizations = [
  'Bearer not-a-session',
  'Bearer',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(10_000)}`,
  'Bearer a b',
].map((value) => `Authorization: ${value}` as const);

/**
 * The example's values or (as often) generated ones, before mutation. The example goes first:
 * fast-check's oneof leans towards its first choice inside nested structures.
 */
const startingFrom = (generated: fc.Arbitrary<unknown>, example: unknown) =>
  example === undefined ? generated : fc.oneof(fc.constant(example), generated);

function requestsOf(entry: Operation, known: KnownData, example: Example = {}): fc.Arbitrary<FuzzRequest> {
  const parameters = entry.operation.parameters ?? [];
  const ofKind = (kind: string) => parameters.filter((parameter) => parameter.in === kind);
  const generatedPath = fc.record(
    Object.fromEntries(ofKind('path').map((parameter) => [parameter.name, pathParameterOf(known)])),
  );
  const path = startingFrom(generatedPath, example.path) as fc.Arbitrary<Record<string, unknown>>;
  const generatedQuery = fc.record(
    Object.fromEntries(
      ofKind('query').map((parameter) => [parameter.name, validishOf(parameter.schema, parameter.name, known)]),
    ),
    {
      requiredKeys: ofKind('query')
        .filter((parameter) => parameter.required)
        .map((parameter) => parameter.name),
    },
  );
  // Mutated as a whole, so parameters go missing and unknown ones come too.
  const query = fuzzedOf(startingFrom(generatedQuery, example.query));
  const bodySchema = entry.operation.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
  const body = bodySchema
    ? fuzzedOf(startingFrom(validishOf(bodySchema, 'body', known), example.body))
    : entry.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: nastyValue, weight: 1 });
  const caller = entry.operation.security
    ? fc.oneof(
        { arbitrary: fc.constant('user' as const), weight: 8 },
        { arbitrary: fc.constantFrom('anonymous' as const, ...strangeAuthorizations), weight: 1 },
      )
    : fc.constant('user' as const);
  return fc.record({ path, query, body, caller });
}

function urlOf(entry: Operation, request: FuzzRequest): string {
  const path = entry.path.replace(/\{([^}]+)\}/g, (_match, name: string) => toPathSegment(request.path[name]));
  const { query } = request;
  // A mutation may have replaced the whole query: it then goes as one bare value.
  const text =
    query !== null && typeof query === 'object'
      ? Object.entries(query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${toPathSegment(value)}`)
          .join('&')
      : toPathSegment(query);
  return text ? `${path}?${text}` : path;
}

/** What is wrong with an answer, or null when it is one the operation declares. */
function fault(
  document: OpenApiDocument,
  entry: Operation,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): string | null {
  const { statusCode } = response;
  if (statusCode >= 500) return `answered ${statusCode}: ${response.body.slice(0, 300)}`;
  const declared = entry.operation.responses[String(statusCode)];
  if (!declared) return `answered ${statusCode}, which it does not declare: ${response.body.slice(0, 300)}`;
  if (response.body === '') return null;
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (!declared.content?.[mediaType]) {
    return `answered ${statusCode} as ${mediaType}, which it declares only as ${Object.keys(declared.content ?? {}).join(', ') || 'no body'}`;
  }
  if (mediaType !== 'application/json') return null;
  const validator = bodyValidatorOf(declared, document);
  const parsed = validator?.safeParse(JSON.parse(response.body));
  if (parsed && !parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return `answered ${statusCode} with a body outside its schema (${issues.join('; ')}): ${response.body.slice(0, 300)}`;
  }
  return null;
}

let ctx: TestContext;
let world: FuzzWorld;
let document: OpenApiDocument;
beforeAll(async () => {
  // No workers: the mail and jobs the calls queue stay queued, and the fuzzing has the machine.
  ctx = await createTestApp({ withWorkers: false });
  world = await createFuzzWorld(ctx);
  document = await readOpenApiDocument(ctx);
}, 120_000);
afterAll(() => ctx.close());

describe('the OpenAPI document, fuzzed', () => {
  it('answers every generated request with a declared status and body, never a 5xx', async () => {
    // Deletions last, so that the friend, events and the rest stay there for the other calls.
    const operations = operationsOf(document).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    for (const [index, entry] of operations.entries()) {
      const ownStatuses = new Map<number, number>();
      const firstAnswers = new Map<number, string>();
      const result = await fc.check(
        fc.asyncProperty(requestsOf(entry, world.known, world.examples[entry.name]), async (request) => {
          const token = await world.tokenFor(entry.name);
          const headers: Record<string, string> = {};
          if (request.caller === 'user') headers.authorization = `Bearer ${token}`;
          else if (request.caller !== 'anonymous')
            headers.authorization = request.caller.slice('Authorization: '.length);
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          const response = await ctx.app.inject({
            method: entry.method as 'GET',
            url: urlOf(entry, request),
            headers,
            payload: request.body === undefined ? undefined : toJsonText(request.body),
          });
          requests += 1;
          if (!firstAnswers.has(response.statusCode)) {
            firstAnswers.set(
              response.statusCode,
              `${urlOf(entry, request).slice(0, 120)} → ${response.body.slice(0, 160)}`,
            );
          }
          for (const tally of [statuses, ownStatuses])
            tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1);
          const problem = fault(document, entry, response);
          if (problem) throw new Error(`${entry.name} ${problem}`);
        }),
        // A seed of its own per operation, derived from FUZZ_SEED: operations do not share one random stream.
        { numRuns: RUNS_PER_OPERATION, seed: SEED + index, endOnFailure: false },
      );
      if (isVerbose) console.log(entry.name, Object.fromEntries(ownStatuses), Object.fromEntries(firstAnswers));
      if (result.failed) {
        const error =
          result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
        failures.push(
          `${error}\n  request: ${fc.stringify(result.counterexample)}\n` +
            `  reproduce: FUZZ_SEED=${SEED} (operation ${index}: seed ${result.seed}, path ${result.counterexamplePath})`,
        );
      }
    }
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `OpenAPI fuzz (seed ${SEED}): ${operations.length} operations, ${requests} requests; by status ${byStatus.join(', ')}`,
    );
    if (failures.length > 0) console.log(failures.join('\n\n'));
    expect(failures).toEqual([]);
  }, 900_000);
});
