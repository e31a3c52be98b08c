// Password hashing: argon2id with the library's defaults (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without an account there is no hash, so a dummy one
 * is verified instead: an unknown email takes as long to refuse as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash('hangtime-dummy-password-for-unknown-accounts');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
