// Sets up people through the public API, so a test can start from "a member who can log in".
import { APP_PORT } from './ports';
import type { Person } from './users';

const base = `http://127.0.0.1:${APP_PORT}`;

/** The domain the e2e server lists in AUTO_VERIFIED_EMAIL_DOMAINS: these accounts need no code. */
export const AUTO_VERIFIED_DOMAIN = 'staff.hangtime.test';

/**
 * Each seeding call comes from an address of its own (198.18.0.0/15, set aside for tests), passed on
 * by the loopback "proxy" the e2e server trusts (TRUST_PROXY=loopback). The suite registers well
 * over a hundred members; from one address they would spend the per-IP limit on the public auth
 * calls (100 per 15 minutes) that the tests driving the real forms in the browser also need.
 */
function seedingAddress(): string {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${byte()}.${byte()}`;
}

async function postJson(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': seedingAddress(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function activeTermsId(): Promise<number> {
  const response = await fetch(`${base}/api/terms`, { headers: { 'x-forwarded-for': seedingAddress() } });
  const json = (await response.json()) as { data: { terms: { id: number } } };
  return json.data.terms.id;
}

/** Registers `person` and answers the session token. Unverified unless the email is auto-verified. */
export async function registerThroughApi(person: Person): Promise<string> {
  const answer = await postJson('/api/auth/register', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone_number: `+1${person.phoneDigits}`,
    password: person.password,
    birthday: person.birthday,
    gender: '',
    terms_accepted: true,
    terms_id: await activeTermsId(),
    timezone: person.timezone,
  });
  return answer.access_token as string;
}
