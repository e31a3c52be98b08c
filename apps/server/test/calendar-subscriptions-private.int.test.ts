// With ICS_ALLOW_PRIVATE unset (production's default), an ICS subscription never reaches this
// machine or a private network: plain http is refused, and every private, loopback, CGNAT,
// IPv4-mapped or metadata address is refused when the connection would be made, before any
// packet is sent. A TCP server on 127.0.0.1 counts the connections that reach it: none may.
// (Redirects to a refused address: calendar-subscriptions.int.test.ts, to the metadata address.)
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMessages } from '@hangtime/core/calendar-link/schemas';
import { calendarSubscriptions } from '../src/db/schema';
import { feedMessages } from '../src/modules/calendar-subscriptions/messages';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser } from './helpers/factories';
import { callerOf, expectFieldError } from './helpers/schedule';

let ctx: TestContext;
let listener: Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => listener.close(resolve));
});

describe('ICS subscriptions without ICS_ALLOW_PRIVATE', () => {
  it('runs with private addresses refused', () => {
    expect(ctx.config.ICS_ALLOW_PRIVATE).toBe(false);
  });

  it('refuses plain http', async () => {
    const me = await createVerifiedUser(ctx);
    const response = await callerOf(ctx, me)('POST', '/api/calendar-subscriptions', {
      url: `http://127.0.0.1:${port}/a.ics`,
    });
    expectFieldError(response, 'url', subscriptionMessages.urlInvalid);
  });

  it.each([
    ['loopback', () => `https://127.0.0.1:${port}/a.ics`],
    ['loopback by name, through webcal://', () => `webcal://localhost:${port}/a.ics`],
    ['IPv6 loopback', () => `https://[::1]:${port}/a.ics`],
    ['IPv4-mapped IPv6 loopback', () => `https://[::ffff:127.0.0.1]:${port}/a.ics`],
    ['CGNAT', () => 'https://100.64.0.1/a.ics'],
    ['a private network', () => 'https://192.168.1.1/a.ics'],
    ['the metadata address', () => 'https://169.254.169.254/latest/meta-data/'],
  ])('refuses %s when connecting, stores nothing and sends nothing', async (_label, address) => {
    const me = await createVerifiedUser(ctx);
    const before = connections;
    const response = await callerOf(ctx, me)('POST', '/api/calendar-subscriptions', { url: address() });
    expectFieldError(response, 'url', feedMessages.refused);
    expect(connections).toBe(before);
    const rows = await ctx.database.db
      .select()
      .from(calendarSubscriptions)
      .where(eq(calendarSubscriptions.user_id, me.user.id));
    expect(rows).toEqual([]);
  });
});
