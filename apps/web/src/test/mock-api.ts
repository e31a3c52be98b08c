// A fake `fetch` for component tests: the real api-client runs, only the network is replaced.
import { vi } from 'vitest';

export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (body: unknown) => MockReply | Promise<MockReply> | 'network-error';

export type ApiCall = { method: string; path: string; search: string; body: unknown; headers: Headers };

/** Handlers keyed "METHOD /path"; an unknown call answers 404 so a test notices it. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, search: url.search, body, headers: new Headers(init?.headers) });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) return json({ status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } });
    const reply = await handler(body);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return json(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

function json({ status = 200, body, headers = {} }: MockReply): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export const testUser = {
  id: 'user-1',
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Rivera',
  phone_number: '+12025550123',
  gender: null,
  birthday: '1990-05-01',
  timezone: 'America/New_York',
  email_verified: true,
  suggestions_enabled: true,
  created_at: '2025-01-01T00:00:00.000Z',
};
