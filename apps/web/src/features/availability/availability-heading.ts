// The availability page's heading: the page draws it (availability-windows-page.tsx), and
// vite.config.ts writes the same words into index.html, which shows them to a signed-in person
// before the app's code has come. Plain strings without imports: the build's config reads this file too.

export const AVAILABILITY_HEADING = {
  title: 'Availability',
  description: "The times you're usually free to hang out, so friends can find you.",
} as const;
