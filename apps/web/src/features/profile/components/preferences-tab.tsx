import { ActivityPreferences } from '../../preferences';

/** The Preferences tab of /profile: the activity categories to rate. */
export function PreferencesTab() {
  return <ActivityPreferences />;
}
