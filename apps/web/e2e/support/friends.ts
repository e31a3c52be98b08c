// Friend requests and friendships set up through the public API, and a signed-in tab per member,
// so a test on the Friends screen can start from "these two are already friends".
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { APP_PORT } from './ports';
import { signIn, type Member } from './session';

const api = `http://127.0.0.1:${APP_PORT}`;

async function call(method: string, path: string, token: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** `from` asks the owner of `email` (a member or not) to be friends. */
export async function sendRequestThroughApi(from: Member, email: string): Promise<void> {
  await call('POST', '/api/friends/send-request', from.token, { email });
}

/** `from` and `to` become friends: a request by email, accepted by `to`. */
export async function befriendThroughApi(from: Member, to: Member): Promise<void> {
  await sendRequestThroughApi(from, to.person.email);
  const { pending_requests } = (await call('GET', '/api/friends/pending', to.token)) as {
    pending_requests: { id: string; sender: { email: string } }[];
  };
  const request = pending_requests.find((item) => item.sender.email === from.person.email);
  if (!request) throw new Error(`no request from ${from.person.email} reached ${to.person.email}`);
  await call('PUT', '/api/friends/accept', to.token, { request_id: request.id });
}

/** "Avery Tester1a2b3c4d", as the Friends screen names a member. */
export function fullName(member: Member): string {
  return `${member.person.firstName} ${member.person.lastName}`;
}

/**
 * The Playwright test with `tabFor(member)`: a tab with its own storage in which that member is
 * signed in, closed after the test. For tests where two people use the app side by side.
 * `timezoneId` puts that tab's browser in a zone (e.g. the member's own), else the machine's.
 */
export const test = base.extend<{ tabFor: (member: Member, timezoneId?: string) => Promise<Page> }>({
  tabFor: async ({ browser }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (member, timezoneId) => {
      const context = await browser.newContext(timezoneId ? { timezoneId } : {});
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, member.token);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
