// The scheduling module's face (behaviour.md §8): finding time together, Hangtime Now!, suggestions.
export type { GroupHangout, GroupPlan, GroupPlanRequest } from './group-plan';
export { createIdempotencyRepository } from './idempotency-repository';
export { createIdempotentRunner } from './idempotency';
export { createSchedulingRepository } from './repository';
export { registerSchedulingModule } from './routes';
export { createSchedulingService, type SchedulingService } from './service';
export { createSuggestionsRepository } from './suggestions-repository';
export { createSuggestions, type Suggestions } from './suggestions';
export { startSuggestionsWorker } from './suggestions-worker';
