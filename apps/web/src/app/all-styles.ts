// All of Mantine's styles, in `@layer mantine` like first-page-styles.ts: loaded as a chunk of its
// own before any page other than the landing page renders (lazy-pages.ts, main.tsx).
import '@mantine/core/styles.layer.css';
