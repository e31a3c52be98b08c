import { describe, expect, it } from 'vitest';
import { toLoggableError } from './loggable-error';

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('toLoggableError', () => {
  it("keeps a failed query's SQL and its cause's code, and drops the parameters everywhere", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(secret@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['secret@example.com', '$argon2id$hash'],
      cause,
    );

    const loggable = toLoggableError(error);

    expect(loggable).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
      cause: { type: 'Error', code: '23505', constraint: 'users_email_unique', table: 'users' },
    });
    const text = JSON.stringify(loggable);
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain('argon2id');
    expect(text).not.toContain('params');
    expect(loggable.stack).toMatch(/^\s+at /);
  });

  it('keeps an ordinary error as it is', () => {
    const loggable = toLoggableError(new TypeError('x is not a function'));
    expect(loggable).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(loggable.stack).toContain('TypeError: x is not a function');
  });

  it('stops on a cause chain that loops', () => {
    const error = new Error('outer');
    error.cause = error;
    expect(() => JSON.stringify(toLoggableError(error))).not.toThrow();
  });

  it('does not log a thrown value that is not an Error', () => {
    expect(toLoggableError('secret@example.com')).toEqual({
      type: 'string',
      message: 'a value that is not an Error was thrown',
    });
  });
});
