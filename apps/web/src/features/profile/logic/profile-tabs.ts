// The profile's tabs and their ?tab= values (spec §2 Profile: tab=preferences, tab=locations).
export const profileTabs = {
  info: 'profile',
  preferences: 'preferences',
  locations: 'locations',
} as const;

export type ProfileTab = (typeof profileTabs)[keyof typeof profileTabs];

export const TAB_PARAM = 'tab';

/** An unknown or missing ?tab= shows the profile information. */
export function readProfileTab(value: string | null): ProfileTab {
  return value === profileTabs.preferences || value === profileTabs.locations ? value : profileTabs.info;
}
