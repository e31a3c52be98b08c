// Where mail goes: an SMTP server (SMTP_URL), or the log and the outbox table (embedded default).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/** Security mail (codes, the password notice) or everything else; see createSmtpMailer. */
export type MailLane = 'security' | 'bulk';

export type Mailer = { send(mail: OutgoingMail, lane?: MailLane): Promise<void> };

/** Where the outbox mailer keeps messages (the mail repository's outbox table). */
export type Outbox = { saveToOutbox(mail: OutgoingMail): Promise<void> };

/**
 * Bulk mail shares a pool of 5 SMTP connections (each carries many messages: no handshake per
 * message), closed after 10 s idle. Security mail has its own connection per message, so it never
 * waits in the pool's line behind a batch of invitations, however slow the server is with them.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const security = nodemailer.createTransport(smtpUrl);
  const bulk = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5, idleTimeout: 10_000 });
  return {
    async send(mail, lane = 'bulk') {
      await (lane === 'security' ? security : bulk).sendMail({ from, ...mail });
    },
  };
}

/** Logs the message (codes are for the reader of the log in local use) and keeps it in the outbox. */
export function createOutboxMailer(outbox: Outbox, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await outbox.saveToOutbox(mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (read it at GET /dev/mail)');
    },
  };
}
