// The profile's heading: the page draws it (profile-page.tsx), and vite.config.ts writes the same
// words into index.html, which shows them to a signed-in person before the app's code has come.
// Plain strings without imports: the build's config reads this file too.

export const PROFILE_HEADING = {
  title: 'Profile',
  description: 'Your details, calendar connections, activity preferences and saved locations.',
} as const;
