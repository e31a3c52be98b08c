// The add-friend checks with the spec's texts (scheduling-and-social §5, accounts-and-shell §5).
// The server checks again with the same core rules.
import type { SendFriendRequestBody } from '@hangtime/core/friends/send-request-body';
import { isSimpleEmail, toE164UsPhone } from '@hangtime/core/validation/contact';
import { messages } from '@hangtime/core/validation/messages';
import { isValidUsPhone } from '@hangtime/core/validation/phone-validity';

export type AddFriendMethod = 'phone' | 'email';

export type AddFriendCheck = { body: SendFriendRequestBody } | { error: string };

/** What the form sends for what the person typed: `{phone: '+1…'}` or `{email}`. */
export function checkAddFriendInput(method: AddFriendMethod, value: string): AddFriendCheck {
  const trimmed = value.trim();
  if (method === 'phone') {
    if (!trimmed) return { error: messages.addFriendPhoneRequired };
    const phone = toE164UsPhone(trimmed);
    if (!phone || !isValidUsPhone(phone)) return { error: messages.phoneInvalid };
    return { body: { phone } };
  }
  if (!trimmed) return { error: messages.addFriendEmailRequired };
  if (!isSimpleEmail(trimmed)) return { error: messages.emailInvalid };
  return { body: { email: trimmed } };
}
