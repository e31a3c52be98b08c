// Sends one reminder, nudge or notice exactly once: the ledger row, the bell row and the queued mail
// commit together, and a ledger row already there (another instance, a retried job) sends nothing.
import type { Executor } from '../../db/client';
import type { Delivery } from './notices';
import type { ReminderStores, ReminderStoresWithTransaction } from './stores';

/** Within a transaction: true when it was sent now, false when it had been already. */
async function deliverWithin(tx: ReminderStores, executor: Executor, item: Delivery, now: Date) {
  const isNew = await tx.reminders.recordSent({
    eventId: item.eventId,
    occurrenceStart: item.occurrenceStart,
    userId: item.userId,
    kind: item.kind,
    sentAt: now,
  });
  if (!isNew) return false;
  await tx.notifications.createNotification(item.notification);
  if (item.queueMail) await item.queueMail(executor);
  return true;
}

/** Each in a transaction of its own, so one that fails is retried alone by the next sweep. */
export async function deliverEach(stores: ReminderStoresWithTransaction, items: Delivery[], now: Date) {
  let sent = 0;
  for (const item of items) {
    if (await stores.transaction((tx, executor) => deliverWithin(tx, executor, item, now))) sent += 1;
  }
  return sent;
}
