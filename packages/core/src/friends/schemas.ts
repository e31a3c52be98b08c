import { z } from 'zod';

export const referralCodeResponse = z.object({
  referral_code: z.string(),
  referral_link: z.string(),
});

export const successResponse = z.object({ success: z.literal(true), message: z.string().optional() });
