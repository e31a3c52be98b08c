// The mail module's face: the queue that sends mail, its worker, and the local outbox page.
export { createOutboxMailer, createSmtpMailer } from './mailer';
export { createMailRepository } from './repository';
export { registerDevMailRoutes } from './routes';
export { createMailService, startMailWorker, type MailService } from './service';
