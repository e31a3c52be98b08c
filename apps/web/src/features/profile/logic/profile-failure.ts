// What a failed profile save tells the person (spec §5 Profile, §8; behaviour.md: clashes are 409s
// whose message names "email" or "phone", and the client maps them to the spec's sentences).
import { profileMessages } from '@hangtime/core/auth/schemas';
import { ApiError } from '../../../lib/api-client';
import type { ProfileErrors } from './profile-form';

import { SAVE_PROFILE_FAILED } from './save-profile-failed';

export { SAVE_PROFILE_FAILED };

/** `fields` go under their inputs; `message`, when there is one, in the form's banner. */
export type ProfileFailure = { message: string | null; fields: ProfileErrors };

export function resolveProfileFailure(error: unknown): ProfileFailure {
  if (!(error instanceof ApiError)) return { message: SAVE_PROFILE_FAILED, fields: {} };
  const text = error.message.toLowerCase();
  if (error.status === 409 && text.includes('email')) {
    return { message: null, fields: { email: profileMessages.emailTaken } };
  }
  if (error.status === 409 && text.includes('phone')) {
    return { message: null, fields: { phone_number: profileMessages.phoneTaken } };
  }
  const fields = pickProfileFields(error.fields);
  if (Object.keys(fields).length > 0) return { message: null, fields };
  // A 5xx says only "Something went wrong", which tells the person less than the spec does.
  const isServerReason = error.status < 500 && error.hasServerMessage;
  return { message: isServerReason ? error.message : SAVE_PROFILE_FAILED, fields: {} };
}

const profileFields = ['first_name', 'last_name', 'email', 'phone_number', 'gender', 'timezone'];

function pickProfileFields(fields: Record<string, string> | undefined): ProfileErrors {
  const picked: ProfileErrors = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    if (profileFields.includes(name)) picked[name as keyof ProfileErrors] = message;
  }
  return picked;
}
