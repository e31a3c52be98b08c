// The public referral lookup's contract (GET /api/referrals/{code}), apart from the account
// schemas so the sign-in page's invitation banner loads no phone rules.
import { z } from 'zod';

/** Any string; a code too long to exist is simply not found. */
export const referrerParams = z.object({ code: z.string() });

/** Who shared a referral link, by first name only (behaviour.md, "Accounts"): the invitation banner. */
export const referrerResponse = z.object({ first_name: z.string() });
