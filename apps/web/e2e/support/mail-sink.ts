// A local SMTP server that keeps every message, and a small HTTP API the tests read them from.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports';

type StoredMail = { to: string[]; subject: string; text: string; headers: Record<string, string>; receivedAt: number };
const inbox: StoredMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (mail) => {
        inbox.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          headers: Object.fromEntries([...mail.headers].map(([key, value]) => [key, String(value)])),
          receivedAt: Date.now(),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(MAIL_SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MAIL_HTTP_PORT}`);
  response.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') {
    response.end('{"ok":true}');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  response.end(JSON.stringify(to ? inbox.filter((mail) => mail.to.includes(to)) : inbox));
}).listen(MAIL_HTTP_PORT, '127.0.0.1');
