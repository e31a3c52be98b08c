import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { ApiError, InvalidResponseError, NetworkError, apiRequest } from './api-client';

const passThrough = { parse: (input: unknown) => input };

describe('apiRequest', () => {
  it('sends JSON and the bearer token when there is one', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({ 'POST /api/things': () => ({ body: { ok: true } }) });
    await expect(
      apiRequest('/api/things', { method: 'POST', body: { a: 1 }, schema: passThrough }),
    ).resolves.toEqual({ ok: true });
    const [call] = api.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('sends no token on public calls', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({ 'GET /api/terms': () => ({ body: {} }) });
    await apiRequest('/api/terms', { schema: passThrough, authenticated: false });
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('turns an error answer into an ApiError with its text, code, fields and Retry-After', async () => {
    mockApi({
      'POST /api/x': () => ({
        status: 429,
        body: { error: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' },
        headers: { 'Retry-After': '42' },
      }),
    });
    const error = await apiRequest('/api/x', { method: 'POST', schema: passThrough }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again later.',
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
      hasServerMessage: true,
    });
  });

  it('tells a network failure apart from an answer', async () => {
    mockApi({ 'GET /api/x': () => 'network-error' });
    await expect(apiRequest('/api/x', { schema: passThrough })).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a success body that breaks the contract', async () => {
    mockApi({ 'GET /api/x': () => ({ body: { nope: true } }) });
    const strict = {
      parse: () => {
        throw new Error('bad shape');
      },
    };
    await expect(apiRequest('/api/x', { schema: strict })).rejects.toBeInstanceOf(
      InvalidResponseError,
    );
  });
});
