// fast-check arbitraries over the OpenAPI document's request schemas: values that mostly fit (so
// calls get past validation into the use cases), then mutations a careless or hostile client sends.
import fc from 'fast-check';
import type { JsonSchema } from './openapi-document';

/** What the app already holds for the fuzzing user: ids of its objects, a friend's, and the like. */
export type KnownData = { ids: string[]; friendIds: string[]; emails: string[] };

/** Raw JSON text for numbers JSON.stringify cannot write; see toJsonText. */
const rawNumber = (text: string) => `\uE000raw:${text}`;
const rawNumbers = ['1e400', '-1e400', '123456789012345678901234567890', '1e-400', '-0'].map(rawNumber);

const loneSurrogates = fc
  .tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 0xd800, max: 0xdfff }), fc.string({ maxLength: 3 }))
  .map(([before, unit, after]) => `${before}${String.fromCharCode(unit)}${after}`);

const nastyStrings = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '9999-12-31',
    '0000-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '2024-02-30',
    '24:00',
    '23:59:60',
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    'NaN',
    '-1',
    '00000000-0000-0000-0000-000000000000',
    'Not/A_Zone',
    '%00',
  ),
  fc.constant('x'.repeat(20_000)),
  loneSurrogates,
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const nastyNumbers = fc.constantFrom(0, -1, 0.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, ...rawNumbers);
const wrongTypes = fc.constantFrom<unknown>(null, true, false, [], {}, [null], { nested: { deeper: [1] } }, 'text', 7);

/** A value a client should not send anywhere. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyStrings, nastyNumbers, wrongTypes);

const dateOf = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const dates = fc
  .oneof(
    fc.tuple(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })),
    fc.tuple(fc.constantFrom(0, 1, 1899, 1900, 2999, 3000, 9999), fc.integer({ min: 1, max: 12 }), fc.constant(1)),
  )
  .map(([year, month, day]) => dateOf(year, month, day));
const times = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45, 59))
  .map(([hour, minute]) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
const instants = fc
  .tuple(dates, times)
  .map(([date, time]) => `${date}T${time}:00.000Z`)
  .filter((text) => !Number.isNaN(Date.parse(text)) || text.startsWith('0000'));
const zones = fc.constantFrom('America/New_York', 'Europe/Paris', 'Asia/Kathmandu', 'UTC', 'Pacific/Chatham');

/** Strings shaped by the field's name where its schema says only "string" (zod refinements do not show). */
function namedString(name: string, known: KnownData): fc.Arbitrary<string> | undefined {
  if (/(^|_)(id|ids)$/.test(name) || name === 'eventId') {
    return fc.oneof(fc.constantFrom(...known.ids, ...known.friendIds), fc.uuid());
  }
  if (/email/.test(name)) return fc.oneof(fc.constantFrom(...known.emails), fc.emailAddress());
  if (/zone/.test(name)) return zones;
  if (/date|birthday/.test(name)) return dates;
  if (/(^|_)time$|_at$/.test(name)) return fc.oneof(instants, times);
  // Addresses on this machine only (refused as private before any connection): the test reaches no network.
  if (/url/.test(name)) return fc.constantFrom('https://127.0.0.1/calendar.ics', 'webcal://[::1]:1/x.ics');
  if (/phone/.test(name)) return fc.constantFrom('+12025550143', '(202) 555-0143');
  if (/code/.test(name)) return fc.stringMatching(/^\d{6}$/);
  return undefined;
}

function stringOf(schema: JsonSchema, name: string, known: KnownData): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...known.ids), fc.uuid());
  if (schema.format === 'date-time') return instants;
  const named = namedString(name, known);
  if (named) return named;
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 60) : 30;
  return fc.string({ minLength: Math.min(minLength, maxLength), maxLength: Math.max(minLength, maxLength) });
}

function numberOf(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : -1000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min + 1000, 1000);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value that fits `schema` as far as its JSON Schema tells (and a field's name suggests). */
export function validishOf(schema: JsonSchema | undefined, name: string, known: KnownData): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const withNull = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable === true
      ? fc.oneof({ arbitrary, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
      : arbitrary;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (branches) return withNull(fc.oneof(...branches.map((branch) => validishOf(branch, name, known))));
  switch (schema.type) {
    case 'string':
      return withNull(stringOf(schema, name, known));
    case 'integer':
    case 'number':
      return withNull(numberOf(schema, schema.type === 'integer'));
    case 'boolean':
      return withNull(fc.boolean());
    case 'array': {
      const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 6) : 4;
      const minLength = typeof schema.minItems === 'number' ? Math.min(schema.minItems, maxLength) : 0;
      const item = validishOf(schema.items as JsonSchema | undefined, name, known);
      return withNull(fc.array(item, { minLength, maxLength }));
    }
    case 'object':
      return withNull(objectOf(schema, known));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, known: KnownData): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const names = Object.keys(properties);
  if (names.length === 0)
    return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
  const model = Object.fromEntries(names.map((name) => [name, validishOf(properties[name], name, known)]));
  return fc.record(model, { requiredKeys: names.filter((name) => required.has(name)) });
}

/** One change a careless or hostile client makes to a request's JSON. */
type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: nastyValue }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('add' as const),
    at: fc.nat(),
    key: fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'user_id', 'created_by'),
    value: nastyValue,
  }),
);

type Place = { parent: Record<string, unknown> | unknown[] | null; key: string | number | null; value: unknown };

function placesIn(value: unknown, parent: Place['parent'] = null, key: Place['key'] = null): Place[] {
  const here: Place = { parent, key, value };
  if (Array.isArray(value))
    return [here, ...[...value.keys()].flatMap((index) => placesIn(value[index], value, index))];
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [here, ...Object.keys(record).flatMap((name) => placesIn(record[name], record, name))];
  }
  return [here];
}

/** The value after the mutations (on a deep copy): each applies at one of its places, chosen by `at`. */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  const root = { value: structuredClone(value) as unknown };
  for (const change of mutations) {
    const places = placesIn(root.value, root as never, 'value');
    const place = places[change.at % places.length]!;
    const container = place.parent as Record<string | number, unknown>;
    if (change.kind === 'replace') container[place.key!] = structuredClone(change.value);
    else if (change.kind === 'remove' && place.parent !== root) {
      if (Array.isArray(container)) container.splice(place.key as number, 1);
      else delete container[place.key!];
    } else if (
      change.kind === 'add' &&
      place.value !== null &&
      typeof place.value === 'object' &&
      !Array.isArray(place.value)
    ) {
      Object.defineProperty(place.value, change.key, {
        value: structuredClone(change.value),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return root.value;
}

/** Mostly fitting values, half of them mutated one to three times. */
export function fuzzedOf(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.oneof(fc.constant([] as Mutation[]), fc.array(mutation, { minLength: 1, maxLength: 3 })))
    .map(([value, mutations]) => (mutations.length === 0 ? value : mutate(value, mutations)));
}

/** JSON text of a fuzzed value, with the raw numbers JSON.stringify cannot write put back in. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? '').replace(/"\uE000raw:([^"]+)"/g, '$1');
}

/** A path segment as a client would put it in the address; a lone surrogate goes as invalid UTF-8. */
export function toPathSegment(value: unknown): string {
  const text = typeof value === 'string' ? value.replace(/^\uE000raw:/, '') : (toJsonText(value) ?? '');
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

/** Values for a path parameter: the app's ids, unknown uuids, and what is no id at all. */
export function pathParameterOf(known: KnownData): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...known.ids, ...known.friendIds), weight: 4 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.constantFrom('not-a-uuid', '0', '-1', '1.5', '9'.repeat(40), 'x'.repeat(101), 'all'), weight: 2 },
    { arbitrary: nastyValue, weight: 1 },
  );
}
