// What the profile's first screen takes of reminders: the "Reminders and nudges by email" switch
// and its read, started before the profile renders (profile/first-screen-data.ts). Import it from
// here: index.ts brings the organizer's follow-up along, and with it the form fields' chunk.
export { reminderSettingsQueryOptions } from './api/settings';
export { ReminderMailSwitch } from './components/reminder-mail-switch';
