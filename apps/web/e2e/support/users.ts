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

// New York numbers as libphonenumber accepts them: an assigned area code, an exchange from 200 to
// 999 but 555. Some 56 million of them, so the few hundred people of a run do not share one (from
// 212-2xx alone, 810,000, a run drew a taken number about once in twenty).
const NEW_YORK_AREA_CODES = ['212', '332', '347', '646', '718', '917', '929'];

function exchange(): string {
  const number = randomInt(200, 999);
  return String(number >= 555 ? number + 1 : number);
}

export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = randomUUID().slice(0, 8);
  const phoneDigits = `${NEW_YORK_AREA_CODES[randomInt(NEW_YORK_AREA_CODES.length)]}${exchange()}${String(randomInt(10000)).padStart(4, '0')}`;
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
