// The one shape a user leaves the server in: userSchema's fields, nothing else (no hash, no codes).
import { genders, type User } from '@hangtime/core/auth/schemas';
import type { UserRecord } from './repository';

function toGender(value: string | null): User['gender'] {
  return (genders as readonly string[]).includes(value ?? '') ? (value as User['gender']) : null;
}

export function toUserView(user: UserRecord): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone_number: user.phone_number,
    gender: toGender(user.gender),
    birthday: user.birthday,
    timezone: user.timezone,
    email_verified: user.email_verified,
    suggestions_enabled: user.suggestions_enabled,
    created_at: user.created_at.toISOString(),
  };
}
