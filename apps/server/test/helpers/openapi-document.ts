// The app's OpenAPI document read as a client reads it: its operations, and each declared answer
// as a validator. OpenAPI 3.0's `nullable` is taken strictly (null joins the `type`; an `enum` must
// list null itself; without a `type` it adds nothing), as Ajv and schema-based fuzzers take it.
import { z } from 'zod';
import type { TestContext } from './app';

export type JsonSchema = { [key: string]: unknown };

export type OpenApiResponse = { description?: string; content?: Record<string, { schema?: JsonSchema }> };
export type OpenApiParameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};
export type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security?: unknown[];
};
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type Operation = {
  /** "GET /api/calendar/events/{id}", as the document names it. */
  name: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
};

export async function readOpenApiDocument(ctx: TestContext): Promise<OpenApiDocument> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`/api/openapi.json answered ${response.statusCode}`);
  return response.json() as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** A schema with its `$ref`s replaced by what they name (the document has no cycles). */
export function resolveRefs(schema: unknown, document: OpenApiDocument): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(item, document));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref } = schema as { $ref?: unknown };
  if (typeof $ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec($ref)?.[1];
    const target = name ? document.components?.schemas?.[name] : undefined;
    if (!target) throw new Error(`Unresolvable $ref ${$ref}`);
    return resolveRefs(target, document);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolveRefs(value, document)]));
}

/** OpenAPI 3.0 schema → JSON Schema 2020-12, `nullable` taken strictly (see the top of the file). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const { nullable, ...rest } = schema as JsonSchema;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) =>
      // `enum` and `default` hold values, not schemas.
      [key, key === 'enum' || key === 'default' ? value : toJsonSchema(value)],
    ),
  );
  if (nullable === true && typeof converted.type === 'string') converted.type = [converted.type, 'null'];
  // OpenAPI 3.0 (JSON Schema draft 4) writes an exclusive bound as a flag beside the bound.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof converted[flag] !== 'boolean') continue;
    if (converted[flag] === true) converted[flag] = converted[bound];
    else delete converted[flag];
    if (converted[flag] !== undefined) delete converted[bound];
  }
  return converted;
}

const validators = new WeakMap<OpenApiResponse, z.ZodType | null>();

/** The validator of a declared answer's JSON body; null when it declares no JSON body. */
export function bodyValidatorOf(response: OpenApiResponse, document: OpenApiDocument): z.ZodType | null {
  let validator = validators.get(response);
  if (validator === undefined) {
    const schema = response.content?.['application/json']?.schema;
    validator = schema ? z.fromJSONSchema(toJsonSchema(resolveRefs(schema, document)) as never) : null;
    validators.set(response, validator);
  }
  return validator;
}
