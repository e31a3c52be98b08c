// What the calendar's first screen and its grid take from scheduling, without the rest of the feature:
// importing index.ts brings the Suggested Event modal and Hangtime Now!'s success details (with the
// event form of events) into the importer's chunk. Everything else: index.ts (which re-exports
// this file).
export { HangtimeActions } from './components/hangtime-actions';
export { FreeTogetherLegend } from './components/free-together-legend';
export { prefetchFreeTogether, useFreeTogether } from './use-free-together';
export { FreeTogetherBand } from './components/free-together-band';
export { readFreeBand } from './logic/free-together-inputs';
