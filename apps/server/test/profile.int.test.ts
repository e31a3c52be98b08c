// PUT /api/auth/me (the profile) and GET /api/calendar/user-timezone: changes, clashes with other
// accounts, a new email becoming unverified with a code mailed to it, and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@hangtime/core';
import { profileMessages } from '@hangtime/core/auth/schemas';
import { createTestApp, type TestContext } from './helpers/app';
import {
  createVerifiedUser,
  dashedPhone,
  postJson,
  uniqueEmail,
  uniquePhone,
  type RegisteredUser,
} from './helpers/factories';
import { queuedMailKinds } from './helpers/friends';
import { subjects, waitForCode } from './helpers/mail';
import { callAs, callerOf, expectFieldError } from './helpers/schedule';

const AUTO_VERIFIED = 'verified.test';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { AUTO_VERIFIED_EMAIL_DOMAINS: AUTO_VERIFIED } });
});
afterAll(() => ctx.close());

/** A verified user at the auto-verified domain: registration queued no mail to them. */
const user = (overrides: Parameters<typeof createVerifiedUser>[1] = {}) => createVerifiedUser(ctx, overrides);
const profileOf = (who: RegisteredUser, changes: Record<string, unknown> = {}) => ({
  first_name: who.user.first_name,
  last_name: who.user.last_name,
  email: who.user.email,
  ...changes,
});
const putMe = (who: RegisteredUser, body: object) => callerOf(ctx, who)('PUT', '/api/auth/me', body);
async function me(who: RegisteredUser) {
  const response = await callerOf(ctx, who)('GET', '/api/auth/me');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function timezoneOf(who: RegisteredUser) {
  const response = await callerOf(ctx, who)('GET', '/api/calendar/user-timezone');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('PUT /api/auth/me', () => {
  it('changes names, phone, gender and time zone, and GET /api/auth/me shows them', async () => {
    const someone = await user({ gender: 'prefer_not_to_say' });
    const phone = uniquePhone();
    const changes = {
      first_name: 'Robin',
      last_name: 'Renamed',
      phone_number: dashedPhone(phone),
      gender: 'female',
      timezone: 'Europe/Paris',
    };
    const response = await putMe(someone, profileOf(someone, changes));
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...someone.user, ...changes, phone_number: phone, email_verified: true };
    expect(response.json()).toEqual(expected);
    expect(await me(someone)).toEqual(expected);
  });

  it('keeps fields left out, and clears the phone and gender when sent empty', async () => {
    const someone = await user({ gender: 'male', timezone: 'Asia/Tokyo' });
    const kept = await putMe(someone, profileOf(someone));
    expect(kept.json()).toMatchObject({
      phone_number: someone.user.phone_number,
      gender: 'male',
      timezone: 'Asia/Tokyo',
    });
    const cleared = await putMe(someone, profileOf(someone, { phone_number: '', gender: null }));
    expect(cleared.json()).toMatchObject({ phone_number: null, gender: null, timezone: 'Asia/Tokyo' });
  });

  it('keeps the email verified and mails nothing when the email is sent again unchanged, whatever its case', async () => {
    const someone = await user();
    const response = await putMe(
      someone,
      profileOf(someone, { email: `  ${someone.user.email.toUpperCase()} `, phone_number: someone.user.phone_number }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: someone.user.email, email_verified: true });
    expect(await queuedMailKinds(ctx, someone.user.email)).toEqual([]);
  });

  it('makes a new email unverified and mails it a code that verifies it', async () => {
    const someone = await user();
    const newEmail = uniqueEmail('moved');
    const response = await putMe(someone, profileOf(someone, { email: newEmail }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail, email_verified: false });
    expect(await me(someone)).toMatchObject({ email: newEmail, email_verified: false });
    expect(await queuedMailKinds(ctx, newEmail)).toEqual(['verification_code']);
    expect(await queuedMailKinds(ctx, someone.user.email)).toEqual([]);

    const code = await waitForCode(ctx, newEmail, subjects.verification);
    expect((await postJson(ctx, '/api/auth/verify-email', { email: newEmail, code })).statusCode).toBe(200);
    expect(await me(someone)).toMatchObject({ email: newEmail, email_verified: true });
  });

  it('keeps a new email at an auto-verified domain verified, with no code mailed', async () => {
    const someone = await user();
    const newEmail = uniqueEmail('moved', AUTO_VERIFIED);
    const response = await putMe(someone, profileOf(someone, { email: newEmail }));
    expect(response.json()).toMatchObject({ email: newEmail, email_verified: true });
    expect(await queuedMailKinds(ctx, newEmail)).toEqual([]);
  });

  it("refuses another account's email with 409, whatever its case, and changes nothing", async () => {
    const [someone, other] = [await user(), await user()];
    for (const email of [other.user.email, other.user.email.toUpperCase()]) {
      const response = await putMe(someone, profileOf(someone, { email, first_name: 'Changed' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: profileMessages.emailTaken,
        code: 'CONFLICT',
        fields: { email: profileMessages.emailTaken },
      });
    }
    expect(await me(someone)).toEqual(someone.user);
    expect(await queuedMailKinds(ctx, other.user.email)).toEqual([]);
  });

  it("refuses another account's phone with 409, in either writing, and changes nothing", async () => {
    const [someone, other] = [await user(), await user()];
    for (const phone of [other.user.phone_number!, dashedPhone(other.user.phone_number!)]) {
      const response = await putMe(someone, profileOf(someone, { phone_number: phone, first_name: 'Changed' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: profileMessages.phoneTaken,
        code: 'CONFLICT',
        fields: { phone_number: profileMessages.phoneTaken },
      });
    }
    expect(await me(someone)).toEqual(someone.user);
  });

  it.each([
    ['a blank first name', { first_name: '  ' }, 'first_name', messages.firstNameRequired],
    ['no last name', { last_name: undefined }, 'last_name', messages.lastNameRequired],
    ['no email', { email: '' }, 'email', messages.emailRequired],
    ['an email of no simple shape', { email: 'robin@example' }, 'email', messages.emailInvalid],
    ['a phone without 10 digits', { phone_number: '212-555-010' }, 'phone_number', messages.phoneInvalid],
    ['a gender not offered', { gender: 'robot' }, 'gender', profileMessages.genderInvalid],
    ['a time zone that is not IANA', { timezone: 'Mars/Olympus_Mons' }, 'timezone', 'Please choose a valid time zone'],
  ])('refuses %s and changes nothing', async (_label, overrides, field, message) => {
    const someone = await user();
    expectFieldError(await putMe(someone, profileOf(someone, overrides)), field, message);
    expect(await me(someone)).toEqual(someone.user);
  });
});

describe('GET /api/calendar/user-timezone', () => {
  it('answers the zone chosen at registration, then the one saved on the profile', async () => {
    const someone = await user({ timezone: 'America/Denver' });
    expect(await timezoneOf(someone)).toEqual({ success: true, data: { timezone: 'America/Denver' } });
    expect((await putMe(someone, profileOf(someone, { timezone: 'Australia/Sydney' }))).statusCode).toBe(200);
    expect(await timezoneOf(someone)).toEqual({ success: true, data: { timezone: 'Australia/Sydney' } });
  });

  it("answers each user's own zone", async () => {
    const [east, west] = [
      await user({ timezone: 'America/New_York' }),
      await user({ timezone: 'America/Los_Angeles' }),
    ];
    expect((await timezoneOf(east)).data.timezone).toBe('America/New_York');
    expect((await timezoneOf(west)).data.timezone).toBe('America/Los_Angeles');
  });
});

describe('without a token', () => {
  it.each([
    ['PUT', '/api/auth/me'],
    ['GET', '/api/calendar/user-timezone'],
  ] as const)('%s %s answers 401', async (method, url) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const body = method === 'PUT' ? { first_name: 'A', last_name: 'B', email: uniqueEmail() } : undefined;
      const response = await callAs(ctx, token)(method, url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
