// The event categories are the migrations' rows: read from the database once, not on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ withWorkers: false });
});
afterAll(() => ctx.close());

describe('event categories', () => {
  it('are read once: a later call costs only its session look-up, and answers the same', async () => {
    const { token } = await createVerifiedUser(ctx);
    const read = async () => {
      const before = ctx.database.queriesRun();
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      return { queries: ctx.database.queriesRun() - before, categories: response.json().categories as unknown[] };
    };
    const first = await read();
    const second = await read();
    expect(first.categories.length).toBeGreaterThan(0);
    expect(second.categories).toEqual(first.categories);
    expect(second.queries).toBe(1);
  });
});
