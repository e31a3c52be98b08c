// "Known device" cookies (OWASP's device cookies against lockout abuse): a browser that signed in
// to an account gets a signed token naming the account and a random device id. A login from it is
// counted against that device alone, so failures from elsewhere, which lock strangers out of the
// account, do not lock out its owner.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { SecretBox } from '../../lib/secret-box';

export const KNOWN_DEVICE_COOKIE = 'hangtime_device';
/** Browsers keep a cookie at most 400 days; the token is refused past the same age. */
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const KEY_LABEL = 'known-device';

/** A device recognised for an account: its failures are counted under its own id. */
export type KnownDevice = { deviceId: string };

export type KnownDevices = {
  /** A fresh token for a browser that has just signed in to the account. */
  issue(userId: string, nowMs: number): string;
  /** The device, when the token is ours (any key still held), for this account, and not too old. */
  recognise(token: string | undefined, userId: string, nowMs: number): KnownDevice | null;
};

export function createKnownDevices(secrets: SecretBox): KnownDevices {
  const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(userId, nowMs) {
      const payload = `${userId}.${randomBytes(16).toString('base64url')}.${nowMs.toString(36)}`;
      return `${payload}.${mac(secrets.deriveKeys(KEY_LABEL)[0]!, payload).toString('base64url')}`;
    },
    recognise(token, userId, nowMs) {
      const parts = token?.split('.') ?? [];
      if (parts.length !== 4) return null;
      const [tokenUser, deviceId, issuedAt, signature] = parts as [string, string, string, string];
      const payload = `${tokenUser}.${deviceId}.${issuedAt}`;
      const given = Buffer.from(signature, 'base64url');
      // Every key the server still holds, so a key rotation does not forget every device.
      const isSigned = secrets.deriveKeys(KEY_LABEL).some((key) => {
        const expected = mac(key, payload);
        return expected.length === given.length && timingSafeEqual(expected, given);
      });
      const ageSeconds = (nowMs - parseInt(issuedAt, 36)) / 1000;
      if (!isSigned || tokenUser !== userId || !(ageSeconds >= 0 && ageSeconds < MAX_AGE_SECONDS)) return null;
      return { deviceId };
    },
  };
}

/** The token the request's Cookie header carries, if any. */
export function readKnownDeviceCookie(cookieHeader: string | undefined): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader)[KNOWN_DEVICE_COOKIE] : undefined;
}

/**
 * The Set-Cookie value: for the auth calls only, out of scripts' reach, sent on same-site
 * requests, and over HTTPS only in production.
 */
export function knownDeviceSetCookie(token: string, isHttpsOnly: boolean): string {
  return stringifySetCookie({
    name: KNOWN_DEVICE_COOKIE,
    value: token,
    path: '/api/auth',
    maxAge: MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsOnly,
  });
}
