import { describe, expect, it } from 'vitest';
import {
  emptyMemory,
  memoryStorageKey,
  parseMemory,
  unreadBellNotices,
  visibleBanners,
  withDismissedBanner,
  withReadInBell,
} from './setup-reminder-memory';

describe('setup reminder memory', () => {
  it('is kept per person', () => {
    expect(memoryStorageKey('user-a')).not.toBe(memoryStorageKey('user-b'));
  });

  it('survives a round trip through storage', () => {
    const memory = withReadInBell(withDismissedBanner(emptyMemory, 'onboarding_friends'), ['onboarding_preferences']);
    expect(parseMemory(JSON.stringify(memory))).toEqual({
      dismissedBanners: ['onboarding_friends'],
      readInBell: ['onboarding_preferences'],
    });
  });

  it('reads nothing from missing, broken or foreign storage', () => {
    expect(parseMemory(null)).toEqual(emptyMemory);
    expect(parseMemory('{not json')).toEqual(emptyMemory);
    expect(parseMemory('"text"')).toEqual(emptyMemory);
    expect(parseMemory(JSON.stringify({ dismissedBanners: ['onboarding_friends', 'other'], readInBell: 3 }))).toEqual({
      dismissedBanners: ['onboarding_friends'],
      readInBell: [],
    });
  });

  it('keeps a dismissed banner away and leaves the others', () => {
    const memory = withDismissedBanner(emptyMemory, 'onboarding_friends');
    expect(visibleBanners(['onboarding_availability', 'onboarding_friends'], memory)).toEqual([
      'onboarding_availability',
    ]);
    expect(withDismissedBanner(memory, 'onboarding_friends')).toBe(memory);
  });

  it('shows nothing whose condition is met, dismissed or not', () => {
    expect(visibleBanners(['onboarding_availability'], emptyMemory)).toEqual(['onboarding_availability']);
    expect(visibleBanners([], emptyMemory)).toEqual([]);
    expect(visibleBanners(undefined, emptyMemory)).toEqual([]);
    expect(unreadBellNotices([], emptyMemory)).toEqual([]);
  });

  it('keeps a bell reminder read apart from a banner dismissed', () => {
    const memory = withReadInBell(emptyMemory, ['onboarding_preferences']);
    expect(unreadBellNotices(['onboarding_preferences', 'onboarding_friends'], memory)).toEqual(['onboarding_friends']);
    expect(visibleBanners(['onboarding_preferences'], memory)).toEqual(['onboarding_preferences']);
  });
});
