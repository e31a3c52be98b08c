// Web Push (behaviour.md "Installable app and push notifications"): a person's devices and the
// kinds they want, a push job per device for each bell row written, and the delivery of one job.
import { AppError } from '@hangtime/core/errors';
import { notificationPath } from '@hangtime/core/notifications/open-path';
import type { PushKind, PushKinds, SubscribeBody } from '@hangtime/core/push/schemas';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { pushKindOf } from './kinds';
import { createPushRepository, type PushRepository } from './repository';
import type { PushSender } from './sender';

export const PUSH_QUEUE = 'push';
/** Devices kept per person: a new one beyond them replaces the oldest. */
export const MAX_DEVICES_PER_PERSON = 10;
/** How long a push service keeps a message for a device that is off: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export type PushJob = { subscriptionId: string; kind: PushKind; title: string; body: string; url: string };
/** A bell row as it was written, and what the push of it needs. */
export type WrittenNotification = {
  userId: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
};

const NOT_SET_UP = 'Push notifications are not set up on this server';

type PushDeps = {
  db: Executor;
  queue: JobQueue;
  clock: Clock;
  /** False on PostgreSQL without VAPID keys: every route says so and nothing is queued. */
  isConfigured: boolean;
  publicKey: () => string;
  /** `PUSH_ALLOW_PRIVATE_ENDPOINTS`: plain http (the tests' local push service). */
  allowHttp: boolean;
};

export function createPushService(deps: PushDeps) {
  const repository = createPushRepository(deps.db);

  function requireConfigured() {
    if (!deps.isConfigured) throw new AppError('NOT_FOUND', NOT_SET_UP);
  }

  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    const isAllowed = url.protocol === 'https:' || (deps.allowHttp && url.protocol === 'http:');
    if (!isAllowed || url.username || url.password) {
      throw new AppError('VALIDATION_ERROR', 'The push endpoint must be an https address', {
        fields: { endpoint: 'must be an https address' },
      });
    }
  }

  return {
    publicKey(): string {
      requireConfigured();
      return deps.publicKey();
    },

    async subscribe(userId: string, body: SubscribeBody): Promise<void> {
      requireConfigured();
      checkEndpoint(body.endpoint);
      await repository.upsertSubscription({
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        createdAt: deps.clock.now(),
      });
      await repository.keepNewest(userId, MAX_DEVICES_PER_PERSON);
    },

    /** Another person's endpoint, or one never saved, is 404 alike. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repository.deleteOwned(userId, endpoint))) {
        throw new AppError('NOT_FOUND', 'Push subscription not found');
      }
    },

    kinds: (userId: string): Promise<PushKinds> => repository.findKinds(userId),

    async updateKinds(userId: string, changes: Partial<PushKinds>): Promise<PushKinds> {
      const kinds = { ...(await repository.findKinds(userId)), ...changes };
      await repository.saveKinds(userId, kinds, deps.clock.now());
      return kinds;
    },

    /**
     * Called with the bell rows a transaction writes (notifications' `onWritten`): a job per
     * device of each person who wants that kind, queued in the same transaction, so a push is sent
     * exactly when the row commits. People without a device cost the one query.
     */
    async queueFor(rows: readonly WrittenNotification[], executor: Executor): Promise<void> {
      if (!deps.isConfigured || rows.length === 0) return;
      const devices = await createPushRepository(executor).listDevicesWithKinds([
        ...new Set(rows.map((row) => row.userId)),
      ]);
      if (devices.length === 0) return;
      const jobs: PushJob[] = rows.flatMap((row) => {
        const kind = pushKindOf(row.type);
        return devices
          .filter((device) => device.user_id === row.userId && device.kinds[kind])
          .map((device) => ({
            subscriptionId: device.id,
            kind,
            title: row.title,
            body: row.message,
            url: notificationPath(row.type, row.data),
          }));
      });
      await deps.queue.sendMany<PushJob>(PUSH_QUEUE, jobs, { within: executor });
    },

    repository: repository as PushRepository,
  };
}

export type PushService = ReturnType<typeof createPushService>;

/**
 * Sends one job to its device, if the device is still there and its person still wants the kind.
 * A device its push service no longer knows is dropped; a failure a later try may not meet throws
 * (the queue retries it with backoff); any other refusal is logged and given up.
 */
export async function deliverPushJob(
  job: PushJob,
  deps: { repository: PushRepository; send: PushSender; log: { warn(object: object, message: string): void } },
): Promise<void> {
  if (!isUuid(job.subscriptionId)) return;
  const device = await deps.repository.findById(job.subscriptionId);
  if (!device) return;
  const kinds = await deps.repository.findKinds(device.user_id);
  if (!kinds[job.kind]) return;
  const payload = JSON.stringify({ title: job.title, body: job.body, url: job.url });
  const outcome = await deps.send(device, payload, {
    ttlSeconds: PUSH_TTL_SECONDS,
    urgency: job.kind === 'reminders' || job.kind === 'nudges' ? 'high' : 'normal',
  });
  if (outcome.kind === 'gone') await deps.repository.deleteById(device.id);
  if (outcome.kind === 'refused') deps.log.warn({ status: outcome.status }, 'push refused by the push service');
}
