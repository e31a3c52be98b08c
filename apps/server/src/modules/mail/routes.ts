// GET /dev/mail: the outbox, so a local user without SMTP can read their codes (never in production).
import type { FastifyInstance } from 'fastify';
import type { MailRepository } from './repository';

export function registerDevMailRoutes(app: FastifyInstance, repository: MailRepository) {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await repository.listOutbox(50);
    reply.header('Cache-Control', 'no-store');
    return {
      messages: messages.map((message) => ({
        id: message.id,
        to: message.to_address,
        subject: message.subject,
        text: message.text_body,
        created_at: message.created_at.toISOString(),
      })),
    };
  });
}
