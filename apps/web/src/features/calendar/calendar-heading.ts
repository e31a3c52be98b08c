// The calendar's heading: the page draws it (calendar-page.tsx), and vite.config.ts writes the same
// words into index.html, which shows them to a signed-in person before the app's code has come.
// Plain strings without imports: the build's config reads this file too.

export const CALENDAR_HEADING = {
  title: 'Calendar',
  description: 'Your events, working hours and free time, all in one place.',
} as const;
