// The five-step assisted flow ("Hangtime" button): loaded on demand, so its code (and the map's)
// never reaches the calendar's first download.
export const loadAssistedFlow = () => import('./components/assisted-flow');
