// Security mail first (issue 25): behind a backlog of 200 invitations that the SMTP server is slow
// to take, a reset code is delivered while every invitation still waits; then the backlog drains,
// each invitation once. Through a real SMTP server (helpers/smtp-sink.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecretBox } from '../src/lib/secret-key';
import { createMailService, MAIL_QUEUE } from '../src/modules/mail/service';
import { createTestApp, type TestContext } from './helpers/app';
import { createVerifiedUser, postJson, uniqueEmail } from './helpers/factories';
import { subjects } from './helpers/mail';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { waitUntil } from './helpers/wait';

const BACKLOG = 200;
const invitation = /invited you to Hangtime$/;

let sink: SmtpSink;
let ctx: TestContext;
beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, AUTO_VERIFIED_EMAIL_DOMAINS: 'verified.test' } });
});
afterAll(async () => {
  sink.release();
  await ctx.close();
  await sink.close();
});

describe('mail behind a backlog', () => {
  it('delivers a reset code while 200 invitations wait, then every invitation once', async () => {
    const person = await createVerifiedUser(ctx, { email: uniqueEmail('owner', 'verified.test') });
    // The app seals mail jobs with its key, which the test's config names too.
    const mail = createMailService(ctx.queue, loadSecretBox(ctx.config));
    const invited = Array.from({ length: BACKLOG }, () => uniqueEmail('invited'));

    sink.hold((subject) => invitation.test(subject));
    await mail.enqueueMany(
      'friend_invitation',
      invited.map((to) => ({ to, params: { senderName: 'Nora', referralUrl: 'http://localhost/register?ref=NORA' } })),
    );
    // The bulk lane has taken what it can and is stuck on it, like a slow provider.
    await waitUntil(async () => sink.heldCount() > 0, 'the SMTP server holds the first invitations');

    expect((await postJson(ctx, '/api/auth/forgot-password', { email: person.user.email })).statusCode).toBe(200);
    await waitUntil(
      async () => sink.inbox.some((message) => message.to === person.user.email && message.subject === subjects.reset),
      'the reset code arrived',
    );
    expect(sink.inbox.filter((message) => invitation.test(message.subject))).toEqual([]);
    const reset = sink.inbox.find((message) => message.subject === subjects.reset)!;
    expect(reset.text).toMatch(/\b\d{6}\b/);

    sink.release();
    const invitationsIn = () => sink.inbox.filter((message) => invitation.test(message.subject));
    await waitUntil(async () => invitationsIn().length >= BACKLOG, 'every invitation arrived');
    expect(new Set(invitationsIn().map((message) => message.to))).toEqual(new Set(invited));
    expect(invitationsIn()).toHaveLength(BACKLOG);
  }, 60_000);

  it('retries a refused message alone: the rest of its batch is delivered once', async () => {
    const mail = createMailService(ctx.queue, loadSecretBox(ctx.config));
    const refused = uniqueEmail('refused');
    sink.refuse(refused);
    const invited = [...Array.from({ length: 29 }, () => uniqueEmail('batch')), refused];
    await mail.enqueueMany(
      'friend_invitation',
      invited.map((to) => ({ to, params: { senderName: 'Nora', referralUrl: 'http://localhost/register?ref=NORA' } })),
    );
    // The refused one is tried again after the queue's backoff; by then its batch has long settled.
    await waitUntil(async () => sink.refusedTries() >= 2, 'the refused message was tried again');
    for (const to of invited.slice(0, -1)) {
      expect(sink.inbox.filter((message) => message.to === to)).toHaveLength(1);
    }
  }, 60_000);

  it('still delivers a mail job queued before its parameters were sealed', async () => {
    const to = uniqueEmail('legacy');
    await ctx.queue.send(MAIL_QUEUE, {
      kind: 'friend_invitation',
      to,
      params: { senderName: 'Old Queue', referralUrl: 'http://localhost/register?ref=OLD' },
    });
    await waitUntil(async () => sink.inbox.some((message) => message.to === to), 'the old job was delivered');
    expect(sink.inbox.find((message) => message.to === to)!.subject).toBe('Old Queue invited you to Hangtime');
  });
});
