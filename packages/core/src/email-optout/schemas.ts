import { z } from 'zod';
import { isSimpleEmail } from '../validation/contact';
import { messages } from '../validation/messages';

export const optOutReasons = [
  'too_many_emails',
  'not_relevant',
  'privacy_concerns',
  'no_longer_using',
  'other',
] as const;

export const optOutBody = z.object({
  email: z
    .string({ error: messages.optOutEmailRequired })
    .trim()
    .min(1, messages.optOutEmailRequired)
    .max(254, messages.emailInvalid)
    .refine(isSimpleEmail, messages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  reason: z
    .union([z.enum(optOutReasons), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});

export const optOutResponse = z.object({ success: z.literal(true), message: z.string() });
