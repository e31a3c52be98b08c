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

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

/** Where the outbox mailer keeps messages (the mail repository's outbox table). */
export type Outbox = { saveToOutbox(mail: OutgoingMail): Promise<void> };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
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
