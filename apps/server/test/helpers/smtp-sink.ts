// A real SMTP server on this machine for the mail tests and the bench: it keeps every message it
// accepts, in order, and can hold back the ones a rule picks (a provider that is slow with them)
// until released, so a test can make a backlog that stays a backlog without sleeping.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMail = { to: string; subject: string; text: string; acceptedAt: number };

export type SmtpSink = {
  /** SMTP_URL for the app. */
  url: string;
  /** Messages accepted so far, in the order they were accepted. */
  inbox: SinkMail[];
  /** Messages held by the rule and not yet accepted. */
  heldCount(): number;
  /** Holds every message whose subject matches, until `release`. */
  hold(rule: (subject: string) => boolean): void;
  /** Accepts what was held and holds nothing more. */
  release(): void;
  /** Refuses every message to this address (550), as a provider refuses a mailbox; counts the tries. */
  refuse(address: string): void;
  refusedTries(): number;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: SinkMail[] = [];
  let rule: ((subject: string) => boolean) | null = null;
  let held: (() => void)[] = [];
  let refused: string | null = null;
  let refusedTries = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled connections stay open while idle; closing does not wait for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase() !== refused) return callback();
      refusedTries += 1;
      return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const accept = () => {
            inbox.push({
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()).join(','),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              acceptedAt: Date.now(),
            });
            callback();
          };
          if (rule?.(parsed.subject ?? '')) held.push(accept);
          else accept();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    heldCount: () => held.length,
    hold(match) {
      rule = match;
    },
    release() {
      rule = null;
      const waiting = held;
      held = [];
      for (const accept of waiting) accept();
    },
    refuse(address) {
      refused = address.toLowerCase();
    },
    refusedTries: () => refusedTries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
