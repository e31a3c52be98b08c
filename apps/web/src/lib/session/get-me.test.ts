import { describe, expect, it } from 'vitest';
import { mockApi, testUser } from '../../test/mock-api';
import { InvalidResponseError } from '../api-client';
import { getMe } from './get-me';

describe('getMe', () => {
  it('reads the user the server answers at the top level', async () => {
    mockApi({ 'GET /api/auth/me': () => ({ body: testUser }) });
    expect((await getMe()).user.email).toBe(testUser.email);
  });

  it('also reads a user answered under "user", as the spec allows', async () => {
    mockApi({ 'GET /api/auth/me': () => ({ body: { user: testUser } }) });
    expect((await getMe()).user.id).toBe(testUser.id);
  });

  it('refuses an answer that is not a user, as every other call does', async () => {
    mockApi({ 'GET /api/auth/me': () => ({ body: { id: 'u-1', email: 'not a user' } }) });
    await expect(getMe()).rejects.toBeInstanceOf(InvalidResponseError);
  });
});
