// Where mail goes: an SMTP server (SMTP_URL), or the log and the outbox table (embedded default).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailRepository } from './repository';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Logs the message (codes are for the reader of the log in local use) and keeps it in the outbox. */
export function createOutboxMailer(repository: MailRepository, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await repository.saveToOutbox(mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (read it at GET /dev/mail)');
    },
  };
}
