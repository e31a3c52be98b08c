// Sets up people through the public API, so a test can start from "a member who can log in".
import { APP_PORT } from './ports';
import type { Person } from './users';

const base = `http://127.0.0.1:${APP_PORT}`;

/** The domain the e2e server lists in AUTO_VERIFIED_EMAIL_DOMAINS: these accounts need no code. */
export const AUTO_VERIFIED_DOMAIN = 'staff.hangtime.test';

async function postJson(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

async function activeTermsId(): Promise<number> {
  const response = await fetch(`${base}/api/terms`);
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
