// The body of a friend request: apart from the friend calls' other contracts (./schemas), because
// its phone rule loads libphonenumber's metadata, which the pages that only list friends (the
// calendar, the bell) need not load.
import { z } from 'zod';
import { emailField, phoneField } from '../auth/schemas';
import { messages } from '../validation/messages';

const friendEmail = z
  .string({ error: messages.addFriendEmailRequired })
  .trim()
  .min(1, messages.addFriendEmailRequired)
  .pipe(emailField);

const friendPhone = z
  .string({ error: messages.addFriendPhoneRequired })
  .trim()
  .min(1, messages.addFriendPhoneRequired)
  .pipe(phoneField);

/**
 * `{email}` or `{phone}` (the client sends +1 and ten digits), exactly one of them. The output is
 * normalised: email lower-cased, phone in E.164.
 */
export const sendFriendRequestBody = z
  .object({ email: friendEmail.optional(), phone: friendPhone.optional() })
  .strict()
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    message: 'Send either an email or a phone number',
    path: ['email'],
  });
export type SendFriendRequestBody = z.input<typeof sendFriendRequestBody>;
