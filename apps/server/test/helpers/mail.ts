// Reads the mail the app queued: the worker writes it to the outbox table shortly after the request.
import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import type { TestContext } from './app';

export type CapturedMail = { to: string; subject: string; text: string; html: string; code: string | null };

const POLL_INTERVAL_MS = 100;
// 20 s at most: the queue polls every 0.5 s, but a busy machine can hold a job back a few seconds.
const MAX_POLLS = 200;

export async function listMail(ctx: TestContext, to: string, subjectMatch: string | RegExp): Promise<CapturedMail[]> {
  const rows = await ctx.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, to))
    .orderBy(asc(mailOutbox.created_at), asc(mailOutbox.id));
  return rows
    .filter((row) =>
      typeof subjectMatch === 'string' ? row.subject.includes(subjectMatch) : subjectMatch.test(row.subject),
    )
    .map((row) => ({
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      code: /\b(\d{6})\b/.exec(row.text_body)?.[1] ?? null,
    }));
}

/**
 * Waits until at least `count` matching messages reached the outbox and returns the newest.
 * Polls the table a bounded number of times: a condition wait, not a fixed sleep.
 */
export async function waitForMail(
  ctx: TestContext,
  to: string,
  subjectMatch: string | RegExp,
  count = 1,
): Promise<CapturedMail> {
  for (let poll = 0; poll < MAX_POLLS; poll += 1) {
    const messages = await listMail(ctx, to, subjectMatch);
    if (messages.length >= count) return messages.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
  throw new Error(
    `no mail ${String(subjectMatch)} (#${count}) to ${to} after ${(MAX_POLLS * POLL_INTERVAL_MS) / 1000} s`,
  );
}

/** The 6-digit code of the newest matching message. */
export async function waitForCode(
  ctx: TestContext,
  to: string,
  subjectMatch: string | RegExp,
  count = 1,
): Promise<string> {
  const mail = await waitForMail(ctx, to, subjectMatch, count);
  if (!mail.code) throw new Error(`mail "${mail.subject}" to ${to} carries no 6-digit code`);
  return mail.code;
}

export const subjects = {
  verification: 'Your Hangtime verification code',
  reset: 'Your Hangtime password reset code',
  passwordChanged: 'Your Hangtime password was changed',
} as const;
