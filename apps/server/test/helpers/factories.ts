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

const areaCodes = ['212', '310', '415', '617', '646', '718', '312', '202', '305', '512'];

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

export async function registrationPayload(ctx: TestContext, overrides: Partial<RegisterBody> = {}): Promise<RegisterBody> {
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
export async function createVerifiedUser(ctx: TestContext, overrides: Partial<RegisterBody> = {}): Promise<RegisteredUser> {
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
