// OpenAPI 3.0's `nullable: true` as strict readers take it (the OpenAPI TSC's clarification, which
// Ajv and schema-based API fuzzers follow): it adds null to the schema's `type`, but an `enum` must
// still list null itself, and without a `type` it adds nothing. zod writes `gender: null` as
// {type: string, nullable: true, enum: [male, …]}, which such a reader refuses for null, and a
// nullable union as {anyOf: […], nullable: true}, which it refuses for null too.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** zod's own way of writing `null` in OpenAPI 3.0. */
const nullSchema = { type: 'string', nullable: true, enum: [null] };

function strictSchema(schema: { [key: string]: Json }): { [key: string]: Json } {
  if (schema.nullable !== true) return schema;
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) return { ...schema, enum: [...schema.enum, null] };
  if (schema.type === undefined) {
    const { nullable: _nullable, ...rest } = schema;
    for (const keyword of ['anyOf', 'oneOf'] as const) {
      const branches = rest[keyword];
      if (Array.isArray(branches)) return { ...rest, [keyword]: [...branches, nullSchema] };
    }
  }
  return schema;
}

/** The document with every nullable schema written so that strict readers accept null where zod does. */
export function strictNullables<T>(document: T): T {
  const walk = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]));
    return strictSchema(copy);
  };
  return walk(document as Json) as T;
}
