// Connecting Google Calendar (behaviour.md §10): the authorization code flow with PKCE and state
// against a real OAuth2 server, the callback's redirects, the tokens sealed at rest, the feature
// hidden without a client, and who may call what.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleCalendarLinks } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers/app';
import { captureLog } from './helpers/captured-log';
import { createVerifiedUser, type RegisteredUser } from './helpers/factories';
import { CALENDAR_SCOPE, startFakeGoogle, type FakeGoogle } from './helpers/fake-google';
import { callerOf, expectNotFound } from './helpers/schedule';

let google: FakeGoogle;
let ctx: TestContext;
beforeAll(async () => {
  google = await startFakeGoogle();
  google.addCalendar({
    id: 'primary-id',
    summary: 'ana@gmail.com',
    timeZone: 'America/New_York',
    primary: true,
    accessRole: 'owner',
  });
  ctx = await createTestApp({ env: google.env, withWorkers: false });
});
afterAll(async () => {
  await ctx.close();
  await google.close();
});

/** GET auth as the person; the URL the browser is sent to. */
async function authUrlOf(person: RegisteredUser): Promise<string> {
  const response = await callerOf(ctx, person)('GET', '/api/google-calendar/auth');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.auth_url as string;
}

/** Google's redirect back to the server, as the browser follows it: where the server sends the browser next. */
async function callback(pathAndQuery: string): Promise<URL> {
  const response = await ctx.app.inject({ method: 'GET', url: pathAndQuery });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(response.headers.location as string, 'http://app.invalid');
}

describe('connecting Google Calendar', () => {
  it('asks Google for read-only calendar access, offline, with PKCE (S256) and a state', async () => {
    const ana = await createVerifiedUser(ctx);
    const url = new URL(await authUrlOf(ana));
    expect(`${url.origin}${url.pathname}`).toBe(google.env.GOOGLE_AUTH_URL);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.env.GOOGLE_CLIENT_ID,
      redirect_uri: `${ctx.config.APP_ORIGIN}/api/google-calendar/callback`,
      scope: CALENDAR_SCOPE,
      code_challenge_method: 'S256',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('stores the grant sealed, says so on the callback page, and shows the link as connected', async () => {
    const ana = await createVerifiedUser(ctx);
    const page = await callback(await google.consent(await authUrlOf(ana)));
    expect(page.pathname).toBe('/google-callback');
    expect(Object.fromEntries(page.searchParams)).toEqual({ success: 'true', message: 'Google Calendar connected' });

    const [link] = await ctx.database.db
      .select()
      .from(googleCalendarLinks)
      .where(eq(googleCalendarLinks.user_id, ana.user.id));
    expect(link!.state).toBe('connected');
    // Sealed: neither token is stored as Google gave it. This server's access tokens are JWTs, whose
    // header and payload both start with "eyJ" and are joined by a dot; the sealed text is random
    // base64url, which may hold "eyJ" by chance (about 1 in 250 rows) but never that shape.
    expect(link!.access_token).toMatch(/^v1\./);
    expect(link!.refresh_token).toMatch(/^v1\./);
    expect(link!.access_token).not.toMatch(/eyJ[\w-]*\.eyJ/);

    const status = await callerOf(ctx, ana)('GET', '/api/google-calendar/status');
    expect(status.json()).toMatchObject({ available: true, connected: true, state: 'connected' });
  });

  it('uses a state once: a replayed callback is refused and stores nothing more', async () => {
    const ben = await createVerifiedUser(ctx);
    const back = await google.consent(await authUrlOf(ben));
    expect((await callback(back)).searchParams.get('success')).toBe('true');
    const replay = await callback(back);
    expect(Object.fromEntries(replay.searchParams)).toEqual({
      success: 'false',
      message: 'This Google sign-in expired or was already used. Please connect again.',
    });
  });

  it('refuses a forged or expired state, and one older than 10 minutes', async () => {
    const forged = await callback('/api/google-calendar/callback?code=abc&state=forged-state');
    expect(forged.searchParams.get('success')).toBe('false');
    expect(await callback('/api/google-calendar/callback')).toMatchObject({ pathname: '/google-callback' });

    const cleo = await createVerifiedUser(ctx);
    const back = await google.consent(await authUrlOf(cleo));
    ctx.clock.advance(11 * 60_000);
    try {
      const late = await callback(back);
      expect(late.searchParams.get('message')).toBe(
        'This Google sign-in expired or was already used. Please connect again.',
      );
      expect((await callerOf(ctx, cleo)('GET', '/api/google-calendar/status')).json().connected).toBe(false);
    } finally {
      ctx.clock.reset();
    }
  });

  it('says so when the person did not allow access, or unticked the calendar', async () => {
    const dana = await createVerifiedUser(ctx);
    const state = new URL(await authUrlOf(dana)).searchParams.get('state')!;
    const denied = await callback(`/api/google-calendar/callback?error=access_denied&state=${state}`);
    expect(denied.searchParams.get('message')).toBe('Google Calendar was not connected: access was not allowed.');

    google.grantScopes('openid email');
    const revocationsBefore = google.revocations();
    try {
      const unticked = await callback(await google.consent(await authUrlOf(dana)));
      expect(Object.fromEntries(unticked.searchParams)).toEqual({
        success: 'false',
        message: 'Hangtime needs to see your calendars’ busy times. Please connect again and allow calendar access.',
      });
      expect((await callerOf(ctx, dana)('GET', '/api/google-calendar/status')).json().connected).toBe(false);
      expect(google.revocations()).toBe(revocationsBefore + 1);
    } finally {
      google.grantScopes(CALENDAR_SCOPE);
    }
  });

  it('keeps every call but the callback to signed-in people, and another person’s calendar is not found', async () => {
    for (const [method, url] of [
      ['GET', '/api/google-calendar/status'],
      ['GET', '/api/google-calendar/calendars'],
      ['GET', '/api/google-calendar/auth'],
      ['POST', '/api/google-calendar/sync-all'],
      ['DELETE', '/api/google-calendar/disconnect/all'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const eve = await createVerifiedUser(ctx);
    const notConnected = await callerOf(ctx, eve)('POST', '/api/google-calendar/sync', { calendar_id: 'all' });
    expectNotFound(notConnected);
    expect(notConnected.json().error).toBe('Google Calendar is not connected');
  });
});

describe('without a Google client (GOOGLE_CLIENT_ID unset)', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestApp({ withWorkers: false });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('says the link is not available, and every other call answers 404', async () => {
    const fay = await createVerifiedUser(bare);
    const call = callerOf(bare, fay);
    expect((await call('GET', '/api/google-calendar/status')).json()).toEqual({
      available: false,
      connected: false,
      state: null,
      calendars: [],
    });
    for (const response of [
      await call('GET', '/api/google-calendar/auth'),
      await call('GET', '/api/google-calendar/calendars'),
      await call('POST', '/api/google-calendar/sync-all'),
    ]) {
      expectNotFound(response);
      expect(response.json().error).toBe('Google Calendar is not available on this server');
    }
  });
});

describe('the sign-in in the logs', () => {
  const log = captureLog();
  let logged: TestContext;
  beforeAll(async () => {
    logged = await createTestApp({ env: google.env, withWorkers: false, logger: log.logger });
  });
  afterAll(async () => {
    await logged.close();
  });

  it('writes the callback’s request with its code and state redacted, and no token anywhere', async () => {
    const gil = await createVerifiedUser(logged);
    const auth = await callerOf(logged, gil)('GET', '/api/google-calendar/auth');
    const back = await google.consent(auth.json().data.auth_url);
    const query = new URL(back, 'http://app.invalid').searchParams;
    const response = await logged.app.inject({ method: 'GET', url: back });
    expect(response.headers.location).toBe('/google-callback?success=true&message=Google+Calendar+connected');

    const text = log.text();
    expect(text).toContain('/api/google-calendar/callback?[redacted]');
    expect(text).not.toContain(query.get('code')!);
    expect(text).not.toContain(query.get('state')!);
    expect(text).not.toMatch(/eyJ[\w-]{20,}/);
  });
});
