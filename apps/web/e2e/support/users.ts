// Unique people for each test, so tests run in parallel on one database.
import { randomUUID } from 'node:crypto';

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
// 999 but 555. Drawn at random, two of a run's several hundred people shared one about once in a
// few hundred runs, and registration answered 409. So each Playwright worker (TEST_WORKER_INDEX is
// unique within a run, restarts included) owns an area code and exchange, and counts the last four
// digits: no two people of a run share a number, and a run's database is new.
const NEW_YORK_AREA_CODES = ['212', '332', '347', '646', '718', '917', '929'];
const workerIndex = Number(process.env.TEST_WORKER_INDEX ?? 0);
let peopleOfThisWorker = 0;

function workerExchange(): string {
  const number = 200 + Math.floor(workerIndex / NEW_YORK_AREA_CODES.length);
  return String(number >= 555 ? number + 1 : number);
}

function nextPhoneDigits(): string {
  if (peopleOfThisWorker === 10_000) throw new Error('a Playwright worker ran out of phone numbers');
  const lastFour = String(peopleOfThisWorker++).padStart(4, '0');
  return `${NEW_YORK_AREA_CODES[workerIndex % NEW_YORK_AREA_CODES.length]}${workerExchange()}${lastFour}`;
}

export function newPerson(overrides: Partial<Person> = {}): Person {
  const id = randomUUID().slice(0, 8);
  return {
    firstName: 'Avery',
    lastName: `Tester${id}`,
    email: `avery.${id}@example.com`,
    phoneDigits: nextPhoneDigits(),
    password: 'correct horse battery',
    birthday: '1990-04-12',
    timezone: 'America/New_York',
    ...overrides,
  };
}
