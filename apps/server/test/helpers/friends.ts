// The friend calls as a test speaks them, and the rows and queued mail behind them.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Friendship, PendingRequest, SentRequest } from '@hangtime/core/friends/schemas';
import { queryRows } from '../../src/db/client';
import { friendRequests, friendships, notifications } from '../../src/db/schema';
import type { TestContext } from './app';
import type { RegisteredUser } from './factories';
import { MAIL_QUEUE } from '../../src/modules/mail/service';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One user's view of the friend calls; `token` undefined sends no Authorization header. */
export function friendsApi(ctx: TestContext, token: string | undefined) {
  const call = (method: Method, url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return {
    call,
    list: () => call('GET', '/api/friends'),
    pending: () => call('GET', '/api/friends/pending'),
    sent: () => call('GET', '/api/friends/sent-requests'),
    referral: () => call('GET', '/api/friends/referral-code'),
    send: (to: { email?: string; phone?: string } | object) => call('POST', '/api/friends/send-request', to),
    accept: (requestId: unknown) => call('PUT', '/api/friends/accept', { request_id: requestId }),
    decline: (requestId: unknown) => call('DELETE', '/api/friends/decline', { request_id: requestId }),
    remove: (id: string) => call('DELETE', `/api/friends/${encodeURIComponent(id)}`),
    preferences: (id: string, body: object) => call('PUT', `/api/friends/${encodeURIComponent(id)}/preferences`, body),
  };
}

export type FriendsApi = ReturnType<typeof friendsApi>;
export const apiOf = (ctx: TestContext, user: RegisteredUser) => friendsApi(ctx, user.token);

async function readList<T>(answer: ReturnType<FriendsApi['list']>, key: string): Promise<T[]> {
  const response = await answer;
  if (response.statusCode !== 200) throw new Error(`reading ${key} answered ${response.statusCode}: ${response.body}`);
  return response.json()[key] as T[];
}

/** GET /api/friends as `user`; fails the test unless it answers 200. Likewise the next two. */
export const friendsOf = (ctx: TestContext, user: RegisteredUser) =>
  readList<Friendship>(apiOf(ctx, user).list(), 'friends');
/** GET /api/friends/pending as `user`. */
export const pendingOf = (ctx: TestContext, user: RegisteredUser) =>
  readList<PendingRequest>(apiOf(ctx, user).pending(), 'pending_requests');
/** GET /api/friends/sent-requests as `user`. */
export const sentOf = (ctx: TestContext, user: RegisteredUser) =>
  readList<SentRequest>(apiOf(ctx, user).sent(), 'sent_requests');

/** The user ids `user` sees in their friends list, in its order. */
export const friendUserIdsOf = async (ctx: TestContext, user: RegisteredUser) =>
  (await friendsOf(ctx, user)).map((entry) => entry.friend.id);

/** sender asks recipient by email; the id of the new pending request (from the recipient's list). */
export async function sendRequest(
  ctx: TestContext,
  sender: RegisteredUser,
  recipient: RegisteredUser,
): Promise<string> {
  const response = await apiOf(ctx, sender).send({ email: recipient.user.email });
  if (response.statusCode !== 200) throw new Error(`send-request answered ${response.statusCode}: ${response.body}`);
  const [request] = await ctx.database.db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .where(
      and(
        eq(friendRequests.sender_id, sender.user.id),
        eq(friendRequests.recipient_id, recipient.user.id),
        eq(friendRequests.status, 'pending'),
      ),
    );
  return request!.id;
}

/** a and b become friends through the API; each side's friendship id. */
export async function makeFriends(ctx: TestContext, a: RegisteredUser, b: RegisteredUser) {
  const requestId = await sendRequest(ctx, a, b);
  const accepted = await apiOf(ctx, b).accept(requestId);
  if (accepted.statusCode !== 200) throw new Error(`accept answered ${accepted.statusCode}: ${accepted.body}`);
  return {
    requestId,
    aSide: await friendshipId(ctx, a.user.id, b.user.id),
    bSide: await friendshipId(ctx, b.user.id, a.user.id),
  };
}

export async function friendshipId(ctx: TestContext, userId: string, friendId: string): Promise<string | null> {
  const [row] = await ctx.database.db
    .select({ id: friendships.id })
    .from(friendships)
    .where(and(eq(friendships.user_id, userId), eq(friendships.friend_id, friendId)));
  return row?.id ?? null;
}

export async function requestRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(friendRequests).where(eq(friendRequests.id, id));
  return row ?? null;
}

export async function requestsFrom(ctx: TestContext, senderId: string) {
  return ctx.database.db.select().from(friendRequests).where(eq(friendRequests.sender_id, senderId));
}

export async function notificationsOf(ctx: TestContext, userId: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at));
}

/**
 * The kinds of mail queued to an address. A request enqueues its mail before it answers, so this
 * is complete the moment the response arrives: an empty list proves no mail will come, no wait needed.
 */
export async function queuedMailKinds(ctx: TestContext, to: string): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(
    ctx.database.db,
    sql`SELECT data->>'kind' AS kind FROM pgboss.job WHERE name = ${ctx.queueName(MAIL_QUEUE)} AND data->>'to' = ${to} ORDER BY created_on`,
  );
  return rows.map((row) => row.kind);
}

/** Waits (bounded polling, no fixed sleep) until every mail job to an address has been handled by a worker. */
export async function waitForMailJobsDone(ctx: TestContext, to: string): Promise<void> {
  for (let poll = 0; poll < 200; poll += 1) {
    const rows = await queryRows<{ state: string }>(
      ctx.database.db,
      sql`SELECT state FROM pgboss.job WHERE name = ${ctx.queueName(MAIL_QUEUE)} AND data->>'to' = ${to}`,
    );
    const states = rows.map((row) => row.state);
    if (states.length > 0 && states.every((state) => state === 'completed')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mail jobs to ${to} not completed after 20 s`);
}
