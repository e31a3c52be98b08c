// The OpenAPI document tells the truth about errors and nulls (issue 25): every operation lists the
// error answers it can give, in the shared error shape, and a nullable field's null fits its schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodesOf } from '@hangtime/core/error-body';
import { statusesOfUseCases } from '../src/plugins/error-responses';
import { createTestApp, type TestContext } from './helpers/app';
import { registerUser } from './helpers/factories';
import {
  bodyValidatorOf,
  operationsOf,
  readOpenApiDocument,
  resolveRefs,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './helpers/openapi-document';

let ctx: TestContext;
let document: OpenApiDocument;
let operations: Operation[];
beforeAll(async () => {
  ctx = await createTestApp({ withWorkers: false });
  document = await readOpenApiDocument(ctx);
  operations = operationsOf(document);
});
afterAll(() => ctx.close());

/** The error statuses an operation must list, from what the document itself says of it. */
function expectedErrorStatuses({ method, path, operation }: Operation): number[] {
  const expected = [500, 503];
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
  if (takesBody || operation.requestBody || (operation.parameters ?? []).length > 0) expected.push(400);
  if (takesBody) expected.push(413);
  if (operation.security) expected.push(401);
  if (path.includes('{')) expected.push(404);
  if (path.startsWith('/api/') && path !== '/api/health') expected.push(429);
  return expected.sort((a, b) => a - b);
}

function walkSchemas(value: unknown, visit: (schema: JsonSchema, where: string) => void, where = '') {
  if (Array.isArray(value)) value.forEach((item, index) => walkSchemas(item, visit, `${where}/${index}`));
  else if (value !== null && typeof value === 'object') {
    visit(value as JsonSchema, where);
    for (const [key, child] of Object.entries(value)) walkSchemas(child, visit, `${where}/${key}`);
  }
}

describe('error answers in the OpenAPI document', () => {
  it('lists, for every operation, the error answers its shape implies', () => {
    const missing = operations.flatMap((entry) =>
      expectedErrorStatuses(entry)
        .filter((status) => !entry.operation.responses[String(status)])
        .map((status) => `${entry.name} lacks ${status}`),
    );
    expect(operations.length).toBeGreaterThan(60);
    expect(missing).toEqual([]);
  });

  it('describes every error answer with the shared error body, its codes those of its status', () => {
    const wrong: string[] = [];
    for (const entry of operations) {
      for (const [status, response] of Object.entries(entry.operation.responses)) {
        // Health's 503 reports the database; 422 is Hangtime Now!'s "no suitable time", not an error body.
        if (errorCodesOf(Number(status)).length === 0 || entry.name === 'GET /api/health') continue;
        const schema = resolveRefs(response.content?.['application/json']?.schema, document) as JsonSchema | undefined;
        const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
        const isErrorBody =
          schema?.additionalProperties === false &&
          JSON.stringify(schema.required) === JSON.stringify(['error', 'code']) &&
          properties.error?.type === 'string' &&
          JSON.stringify(properties.code?.enum) === JSON.stringify(errorCodesOf(Number(status))) &&
          properties.fields?.type === 'object';
        if (!isErrorBody) wrong.push(`${entry.name} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("names only real operations among the use cases' own statuses", () => {
    const names = new Set(operations.map((entry) => entry.name));
    const stale = Object.keys(statusesOfUseCases)
      .map((key) => key.replace(/:([A-Za-z_]+)/g, '{$1}'))
      .filter((name) => !names.has(name));
    expect(stale).toEqual([]);
  });
});

describe('nullable fields in the OpenAPI document', () => {
  it('lists null in the enum of every nullable enum, and gives every nullable schema a type', () => {
    const wrong: string[] = [];
    walkSchemas(document, (schema, where) => {
      if (schema.nullable !== true) return;
      if (schema.type === undefined) wrong.push(`${where}: nullable without a type`);
      if (Array.isArray(schema.enum) && !schema.enum.includes(null)) wrong.push(`${where}: enum without null`);
    });
    expect(wrong).toEqual([]);
  });

  it("accepts the answer of a person without a gender under /api/auth/me's declared schema", async () => {
    const person = await registerUser(ctx, { gender: null });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(response.json().gender).toBeNull();
    const declared = document.paths['/api/auth/me']!.get!.responses['200']!;
    expect(bodyValidatorOf(declared, document)!.safeParse(response.json()).success).toBe(true);
  });
});
