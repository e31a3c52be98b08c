// Contracts of Web Push (issue 26; behaviour.md "Installable app and push notifications"): the
// server's public key, a device's subscription, and which kinds of notification a person wants.
import { z } from 'zod';

/** The four kinds a person chooses from; every bell row's type is one of them (server modules/push/kinds.ts). */
export const pushKinds = ['invitations', 'reminders', 'nudges', 'changes'] as const;
export type PushKind = (typeof pushKinds)[number];

/** Longest endpoint accepted: the push services' own are well under 1 KB. */
export const MAX_ENDPOINT_LENGTH = 2048;

export const publicKeyResponse = z.object({
  /** The VAPID public key, base64url, the browser's applicationServerKey. */
  public_key: z.string(),
});

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** What PushSubscription.toJSON() gives, less its expirationTime. */
export const subscribeBody = z.object({
  endpoint: z.url().max(MAX_ENDPOINT_LENGTH),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});
export type SubscribeBody = z.infer<typeof subscribeBody>;

export const unsubscribeBody = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH) });

export const pushSuccessResponse = z.object({ success: z.literal(true) });

export const pushKindsSchema = z.object({
  invitations: z.boolean(),
  reminders: z.boolean(),
  nudges: z.boolean(),
  changes: z.boolean(),
});
export type PushKinds = z.infer<typeof pushKindsSchema>;

/** Any of the four; the others stay as they were. */
export const updatePushKindsBody = pushKindsSchema.partial();

export const pushKindsResponse = z.object({ kinds: pushKindsSchema });
