// Reminders and nudges (behaviour.md "Reminders and nudges (issue 26)"), built once by the
// composition root: the sweep the worker runs, the organizer's follow-up, the person's mail switch.
import type { ReminderSettingsView } from '@hangtime/core/reminders/schemas';
import type { AppDeps } from '../../deps';
import { createFollowUps } from './follow-up';
import { createNotices } from './notices';
import type { ReminderStoresWithTransaction } from './stores';
import { createSweep } from './sweep';

export function createRemindersService(deps: AppDeps, stores: ReminderStoresWithTransaction) {
  const notices = createNotices(deps);
  const sweep = createSweep(stores, notices);
  const followUps = createFollowUps(stores, notices, deps.clock);
  return {
    /** One pass of the sweep at the clock's now. */
    sweep: () => sweep.run(deps.clock.now()),
    followUp: followUps.view,
    nudge: followUps.nudge,
    setQuorum: followUps.setQuorum,

    async settings(userId: string): Promise<ReminderSettingsView> {
      return { emails_enabled: await stores.reminders.findEmailsEnabled(userId) };
    },
    async saveSettings(userId: string, settings: ReminderSettingsView): Promise<ReminderSettingsView> {
      await stores.reminders.setEmailsEnabled(userId, settings.emails_enabled, deps.clock.now());
      return settings;
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
