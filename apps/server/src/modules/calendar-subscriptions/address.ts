// The rules for a calendar's address: which are accepted, how one is written to compare two, and
// how it is shown (the address is a secret: whoever has it reads the calendar).
import { subscriptionMessages } from '@hangtime/core/calendar-link/schemas';
import { sha256 } from '../../lib/tokens';

export type AddressRules = {
  /** Plain http too, for tests and a LAN install (`ICS_ALLOW_PRIVATE=true`); otherwise https only. */
  allowHttp: boolean;
};

export type AddressCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * The address as fetched: `webcal://` (and `webcals://`) mean `https://`; only https (or http when
 * allowed) is taken. The fragment never reaches a server, so it is dropped.
 */
export function normaliseAddress(input: string, rules: AddressRules): AddressCheck {
  const text = input.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: subscriptionMessages.urlInvalid };
  }
  if (!isFetchable(url, rules) || url.hostname === '') return { ok: false, reason: subscriptionMessages.urlInvalid };
  url.hash = '';
  return { ok: true, url };
}

/** Whether a fetch may go to this URL's scheme (the first address, and every redirect). */
export function isFetchable(url: URL, rules: AddressRules): boolean {
  return url.protocol === 'https:' || (rules.allowHttp && url.protocol === 'http:');
}

/** Scheme and host only: `https://calendar.example.com/…`. */
export function maskAddress(url: URL): string {
  return `${url.protocol}//${url.host}/…`;
}

/** What two subscriptions of one person are compared by: the SHA-256 of the normalised address. */
export function hashAddress(url: URL): string {
  return sha256(url.href);
}
