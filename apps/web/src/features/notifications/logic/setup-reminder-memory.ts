// What a person has done with their setup reminders in this browser: banners dismissed and bell
// items read. Kept in localStorage under their user id, so a reload or a new login brings back
// neither, and another person signing in on the same browser starts with their own.
import { onboardingNoticeTypes, type OnboardingNoticeType } from './onboarding-notices';

export type SetupReminderMemory = {
  dismissedBanners: OnboardingNoticeType[];
  readInBell: OnboardingNoticeType[];
};

export const emptyMemory: SetupReminderMemory = { dismissedBanners: [], readInBell: [] };

export function memoryStorageKey(userId: string): string {
  return `hangtime.setup-reminders.${userId}`;
}

function knownTypes(value: unknown): OnboardingNoticeType[] {
  if (!Array.isArray(value)) return [];
  return onboardingNoticeTypes.filter((type) => value.includes(type));
}

/** Reads what was stored; anything unreadable (old shape, blocked storage) counts as nothing. */
export function parseMemory(stored: string | null): SetupReminderMemory {
  if (stored === null) return emptyMemory;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return emptyMemory;
    const record = value as Record<string, unknown>;
    return { dismissedBanners: knownTypes(record.dismissedBanners), readInBell: knownTypes(record.readInBell) };
  } catch {
    return emptyMemory;
  }
}

function withAdded(list: OnboardingNoticeType[], types: OnboardingNoticeType[]): OnboardingNoticeType[] {
  const added = types.filter((type) => !list.includes(type));
  return added.length === 0 ? list : [...list, ...added];
}

export function withDismissedBanner(memory: SetupReminderMemory, type: OnboardingNoticeType): SetupReminderMemory {
  const dismissedBanners = withAdded(memory.dismissedBanners, [type]);
  return dismissedBanners === memory.dismissedBanners ? memory : { ...memory, dismissedBanners };
}

export function withReadInBell(memory: SetupReminderMemory, types: OnboardingNoticeType[]): SetupReminderMemory {
  const readInBell = withAdded(memory.readInBell, types);
  return readInBell === memory.readInBell ? memory : { ...memory, readInBell };
}

/** The banners to show: what the latest check found missing, less what the person dismissed. */
export function visibleBanners(
  missing: OnboardingNoticeType[] | undefined,
  memory: SetupReminderMemory,
): OnboardingNoticeType[] {
  return (missing ?? []).filter((type) => !memory.dismissedBanners.includes(type));
}

/** The bell's reminders: what is still missing, less what the person already opened. */
export function unreadBellNotices(
  missing: OnboardingNoticeType[] | undefined,
  memory: SetupReminderMemory,
): OnboardingNoticeType[] {
  return (missing ?? []).filter((type) => !memory.readInBell.includes(type));
}
