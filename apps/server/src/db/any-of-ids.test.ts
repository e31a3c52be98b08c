import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users } from './schema';
import { anyOfIds } from './any-of-ids';

const dialect = new PgDialect();

describe('anyOfIds', () => {
  it('passes any number of ids as one array parameter, leaving out what is not a uuid', () => {
    const ids = ['0b7c3e55-6a0e-4c63-9d3f-0d2f1c7a9b10', 'x"},{', '5f2b8f63-1d57-4b5e-8a3e-2c4a4d1f6e21'];
    const query = dialect.sqlToQuery(anyOfIds(users.id, ids));
    expect(query.sql).toBe('"users"."id" = ANY($1::uuid[])');
    expect(query.params).toEqual(['{0b7c3e55-6a0e-4c63-9d3f-0d2f1c7a9b10,5f2b8f63-1d57-4b5e-8a3e-2c4a4d1f6e21}']);
  });

  it('matches nothing for no ids', () => {
    expect(dialect.sqlToQuery(anyOfIds(users.id, [])).params).toEqual(['{}']);
  });
});
