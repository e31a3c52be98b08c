// Test data through the real API (or, where a test needs a state no route makes yet, the database).
// Every email, phone and code is unique, so test files can share one PostgreSQL database.
import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isValidUsPhone } from '@hangtime/core';
import type { AuthResponse, RegisterBody } from '@hangtime/core/auth/schemas';
import { friendRequests, promoCodes, users } from '../../src/db/schema';
import type { TestContext } from './app';

export const DEFAULT_PASSWORD = 'correct horse battery';

export function uniqueEmail(label = 'user', domain = 'example.com'): string {
  return `${label}-${randomUUID().slice(0, 13)}@${domain}`;
}

// Many area codes, so that the few hundred numbers of one run practically never collide.
const areaCodes = [
  '201',
  '202',
  '203',
  '205',
  '206',
  '207',
  '208',
  '212',
  '213',
  '214',
  '215',
  '216',
  '217',
  '218',
  '219',
  '224',
  '225',
  '228',
  '229',
  '231',
  '234',
  '239',
  '240',
  '248',
  '251',
  '252',
  '253',
  '254',
  '256',
  '260',
  '262',
  '267',
  '269',
  '270',
  '276',
  '281',
  '301',
  '302',
  '303',
  '304',
  '305',
  '307',
  '308',
  '309',
  '310',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '319',
  '320',
  '321',
  '323',
  '325',
  '330',
  '334',
  '336',
  '337',
  '339',
  '347',
  '351',
  '352',
  '360',
  '361',
  '386',
  '401',
  '402',
  '404',
  '405',
  '406',
  '407',
  '408',
  '409',
  '410',
  '412',
  '413',
  '414',
  '415',
  '417',
  '419',
  '423',
  '425',
  '432',
  '434',
  '435',
  '440',
  '443',
  '469',
  '478',
  '479',
  '480',
  '484',
  '501',
  '502',
  '503',
  '504',
  '505',
  '507',
  '508',
  '509',
  '510',
  '512',
  '513',
  '515',
  '516',
  '517',
  '518',
  '520',
  '530',
  '540',
  '541',
  '551',
  '559',
  '561',
  '562',
  '563',
  '567',
  '570',
  '571',
  '573',
  '574',
  '580',
  '585',
  '586',
  '601',
  '602',
  '603',
  '605',
  '606',
  '607',
  '608',
  '609',
  '610',
  '612',
  '614',
  '615',
  '616',
  '617',
  '618',
  '619',
  '620',
  '623',
  '626',
  '630',
  '631',
  '636',
  '641',
  '646',
  '650',
  '651',
  '660',
  '661',
  '662',
  '678',
  '682',
  '701',
  '702',
  '703',
  '704',
  '706',
  '707',
  '708',
  '712',
  '713',
  '714',
  '715',
  '716',
  '717',
  '718',
  '719',
  '720',
  '724',
  '727',
];

/** A random North American number that libphonenumber accepts, as E.164. */
export function uniquePhone(): string {
  for (;;) {
    const exchange = `${randomInt(2, 10)}${String(randomInt(0, 100)).padStart(2, '0')}`;
    const line = String(randomInt(0, 10_000)).padStart(4, '0');
    const phone = `+1${areaCodes[randomInt(areaCodes.length)]}${exchange}${line}`;
    if (isValidUsPhone(phone)) return phone;
  }
}

/** The client's way of writing a phone: 555-123-4567. */
export function dashedPhone(e164: string): string {
  const digits = e164.slice(2);
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function uniqueCode(prefix = 'T'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`.toUpperCase();
}

const termsIds = new WeakMap<TestContext, number>();

export async function activeTermsId(ctx: TestContext): Promise<number> {
  const cached = termsIds.get(ctx);
  if (cached !== undefined) return cached;
  const response = await ctx.app.inject({ method: 'GET', url: '/api/terms' });
  const id = response.json().data.terms.id as number;
  termsIds.set(ctx, id);
  return id;
}

export async function registrationPayload(
  ctx: TestContext,
  overrides: Partial<RegisterBody> = {},
): Promise<RegisterBody> {
  return {
    first_name: 'Avery',
    last_name: 'Tester',
    email: uniqueEmail(),
    phone_number: uniquePhone(),
    password: DEFAULT_PASSWORD,
    birthday: '1990-05-15',
    gender: 'prefer_not_to_say',
    terms_accepted: true,
    terms_id: await activeTermsId(ctx),
    timezone: 'America/New_York',
    ...overrides,
  };
}

export function postJson(ctx: TestContext, url: string, payload: object, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export type RegisteredUser = AuthResponse & { token: string; password: string; payload: RegisterBody };

/** Registers through POST /api/auth/register; fails the test unless it answers 201. */
export async function registerUser(ctx: TestContext, overrides: Partial<RegisterBody> = {}): Promise<RegisteredUser> {
  const payload = await registrationPayload(ctx, overrides);
  const response = await postJson(ctx, '/api/auth/register', payload);
  if (response.statusCode !== 201) {
    throw new Error(`registration answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as AuthResponse;
  return { ...body, token: body.access_token, password: payload.password, payload };
}

/**
 * A registered user whose email is verified (the state after the verification step), able to log
 * in. An app with AUTO_VERIFIED_EMAIL_DOMAINS gets an address there, so no verification mail is
 * queued; otherwise the flag is set in the database.
 */
export async function createVerifiedUser(
  ctx: TestContext,
  overrides: Partial<RegisterBody> = {},
): Promise<RegisteredUser> {
  const autoVerifiedDomain = ctx.config.AUTO_VERIFIED_EMAIL_DOMAINS[0];
  const email = overrides.email ?? (autoVerifiedDomain ? uniqueEmail('verified', autoVerifiedDomain) : undefined);
  const registered = await registerUser(ctx, email ? { ...overrides, email } : overrides);
  if (registered.user.email_verified) return registered;
  await ctx.database.db.update(users).set({ email_verified: true }).where(eq(users.id, registered.user.id));
  return { ...registered, user: { ...registered.user, email_verified: true } };
}

export async function findUserRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A promo code as the admin script makes it. */
export async function createPromoCode(ctx: TestContext, options: { maxUses?: number; expiresAt?: Date | null } = {}) {
  const code = uniqueCode('PROMO');
  await ctx.database.db
    .insert(promoCodes)
    .values({ code, max_uses: options.maxUses ?? 10, expires_at: options.expiresAt ?? null });
  return code;
}

export async function findPromoCode(ctx: TestContext, code: string) {
  const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row!;
}

/** A pending invitation from a user to an address without an account (the friends module makes these). */
export async function insertInvitation(
  ctx: TestContext,
  senderId: string,
  to: { email?: string; phone?: string; createdAt?: Date },
) {
  const [row] = await ctx.database.db
    .insert(friendRequests)
    .values({
      sender_id: senderId,
      recipient_email: to.email ?? null,
      recipient_phone: to.phone ?? null,
      status: 'pending',
      created_at: to.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}
