// The friends page's heading: the page draws it (friends-page.tsx), and vite.config.ts writes the
// same words into index.html, which shows them to a signed-in person before the app's code has come.
// Plain strings without imports: the build's config reads this file too.

export const FRIENDS_HEADING = {
  title: 'Friends',
  description: 'The people you make plans with, and the requests waiting for you.',
} as const;
