// The signed-in user as the API answers it. Apart from the account calls' bodies (./schemas): those
// validate phone numbers, and every signed-in page and the login form read the user, but only a
// few forms need libphonenumber's metadata (125 KB of script to download and run on a phone).
import { z } from 'zod';

export const genders = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export const genderSchema = z.enum(genders);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  gender: genderSchema.nullable(),
  birthday: z.string().nullable(),
  timezone: z.string(),
  email_verified: z.boolean(),
  /** Whether the weekly job may propose hangouts (behaviour.md §8, Suggestions); on by default. */
  suggestions_enabled: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** What registration and login answer: a session token and the user. */
export const authResponse = z.object({
  access_token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponse>;

/** The spec allows the user at the top level or under `user`; behaviour §1 serves the first. */
export const meResponse = userSchema;
