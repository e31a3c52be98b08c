import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import {
  ApiError,
  InvalidResponseError,
  NetworkError,
  apiDownload,
  apiRequest,
  setUnauthorizedListener,
} from './api-client';
import { writeMarks } from './live-updates/marks';

const passThrough = { parse: (input: unknown) => input };

describe('apiRequest', () => {
  it('sends JSON and the bearer token when there is one', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({ 'POST /api/things': () => ({ body: { ok: true } }) });
    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 }, schema: passThrough })).resolves.toEqual({
      ok: true,
    });
    const [call] = api.calls;
    expect(call?.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
  });

  it('sends extra headers, never letting them replace the token', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({ 'POST /api/things': () => ({ body: {} }) });
    await apiRequest('/api/things', {
      method: 'POST',
      schema: passThrough,
      headers: { 'Idempotency-Key': 'key-1', Authorization: 'Bearer forged' },
    });
    expect(api.calls[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('marks each signed-in write with a fresh mark, and keeps when its success was answered', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({
      'POST /api/things': () => ({ body: {} }),
      'PUT /api/things': () => ({ status: 400, body: { error: 'No', code: 'VALIDATION_ERROR' } }),
      'GET /api/things': () => ({ body: {} }),
    });
    const before = performance.now();
    await apiRequest('/api/things', { method: 'POST', schema: passThrough });
    await apiRequest('/api/things', { method: 'POST', schema: passThrough });
    await expect(apiRequest('/api/things', { method: 'PUT', schema: passThrough })).rejects.toThrow('No');
    await apiRequest('/api/things', { schema: passThrough });
    await apiRequest('/api/things', { method: 'POST', schema: passThrough, authenticated: false });
    await apiRequest('/api/things', { method: 'POST', schema: passThrough, isRead: true });

    const [first, second, refused, read, anonymous, search] = api.calls.map((call) =>
      call.headers.get('Live-Updates-Mark'),
    );
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(writeMarks.answerTimeOf(first!)).toBeGreaterThanOrEqual(before);
    expect(writeMarks.answerTimeOf(refused!)).toBeUndefined();
    expect([read, anonymous, search]).toEqual([null, null, null]);
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
    await expect(apiRequest('/api/x', { schema: strict })).rejects.toBeInstanceOf(InvalidResponseError);
  });
});

describe('apiDownload', () => {
  afterEach(() => setUnauthorizedListener(null));

  it('fetches a file with the token and the name the server gives it', async () => {
    window.localStorage.setItem('token', 'secret-token');
    const api = mockApi({
      'GET /api/files/1': () => ({
        body: 'BEGIN:VCALENDAR',
        headers: { 'Content-Disposition': 'attachment; filename="Dinner.ics"' },
      }),
    });
    const file = await apiDownload('/api/files/1', 'text/calendar', 'event.ics');
    expect(file.filename).toBe('Dinner.ics');
    expect(await file.blob.text()).toBe('"BEGIN:VCALENDAR"');
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('ends the session on a 401, like every other call', async () => {
    window.localStorage.setItem('token', 'revoked-token');
    const onUnauthorized = vi.fn();
    setUnauthorizedListener(onUnauthorized);
    mockApi({ 'GET /api/files/1': () => ({ status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } }) });
    await expect(apiDownload('/api/files/1', 'text/calendar', 'event.ics')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
