// Reads the mail the app sent through the local SMTP sink.
import { expect } from '@playwright/test';
import { MAIL_HTTP_PORT } from './ports';

type Mail = { to: string[]; subject: string; text: string; headers: Record<string, string> };

export async function readMail(to: string): Promise<Mail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** Waits until a message to `to` whose subject matches arrives; returns the newest. */
export async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMail(to)).filter((mail) => subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

export async function waitForCode(to: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(to, subject);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return code;
}
