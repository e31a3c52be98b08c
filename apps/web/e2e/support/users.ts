// Unique people for each test, so tests run in parallel on one database.
import { randomInt, randomUUID } from 'node:crypto';

export type Person = {
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits as typed, e.g. 2125550123. */
  phoneDigits: string;
  password: string;
  birthday: string;
  /** The IANA zone the account is registered in (its calendar's and engine's zone). */
  timezone: string;
};

export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = randomUUID().slice(0, 8);
  // 212-2xx-xxxx: a valid New York number shape (libphonenumber rejects 555-01xx and unassigned codes).
  const phoneDigits = `2122${String(randomInt(10, 100))}${String(randomInt(1000, 10000))}`;
  return {
    firstName: 'Avery',
    lastName: `Tester${id}`,
    email: `avery.${id}@example.com`,
    phoneDigits,
    password: 'correct horse battery',
    birthday: '1990-04-12',
    timezone: 'America/New_York',
    ...overrides,
  };
}
