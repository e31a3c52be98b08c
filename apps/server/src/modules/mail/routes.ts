// GET /dev/mail: the outbox, so a local user without SMTP can read their codes (never in production).
// A readable page for people; JSON at /dev/mail.json or for a request that asks for JSON.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderOutboxPage, type OutboxMessage } from './outbox-page';
import type { MailRepository } from './repository';

const OUTBOX_SIZE = 50;

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

export function registerDevMailRoutes(app: FastifyInstance, repository: MailRepository) {
  async function readOutbox(): Promise<OutboxMessage[]> {
    const messages = await repository.listOutbox(OUTBOX_SIZE);
    return messages.map((message) => ({
      id: message.id,
      to: message.to_address,
      subject: message.subject,
      text: message.text_body,
      created_at: message.created_at.toISOString(),
    }));
  }

  app.get('/dev/mail.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { messages: await readOutbox() };
  });

  app.get('/dev/mail', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const messages = await readOutbox();
    if (wantsJson(request)) return { messages };
    return reply.type('text/html; charset=utf-8').send(renderOutboxPage(messages));
  });
}
