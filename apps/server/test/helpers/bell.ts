// The bell's calls (GET /api/notifications/unified, marking read) as a test speaks them.
import { expect } from 'vitest';
import type { UnifiedNotifications } from '@hangtime/core/notifications/schemas';
import type { TestContext } from './app';
import type { RegisteredUser } from './factories';

/** One caller's bell; `token` undefined sends no Authorization header. */
export function bellApi(ctx: TestContext, token: string | undefined) {
  const call = (method: 'GET' | 'PUT', url: string) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    unified: () => call('GET', '/api/notifications/unified'),
    markRead: (id: string) => call('PUT', `/api/notifications/${encodeURIComponent(id)}/read`),
    markAllRead: () => call('PUT', '/api/notifications/read-all'),
  };
}
export const bellOf = (ctx: TestContext, user: RegisteredUser) => bellApi(ctx, user.token);

/** The unified answer; fails the test unless it is a 200 that no cache may keep. */
export async function unifiedOf(ctx: TestContext, user: RegisteredUser): Promise<UnifiedNotifications> {
  const response = await bellOf(ctx, user).unified();
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as UnifiedNotifications;
}

/** How many rows a mark-read call changed; fails the test unless it answers 200. */
export async function markedRead(response: ReturnType<ReturnType<typeof bellApi>['markRead']>): Promise<number> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { success: boolean; updated: number };
  expect(body.success).toBe(true);
  return body.updated;
}

/** The other notifications as [type, parsed data], newest first. */
export const othersOf = async (ctx: TestContext, user: RegisteredUser) =>
  (await unifiedOf(ctx, user)).other_notifications.map(
    (item) => [item.type, JSON.parse(item.data) as Record<string, unknown>] as const,
  );
