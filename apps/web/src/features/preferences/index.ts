// What other features may use of activity preferences.
export { ActivityPreferences } from './components/activity-preferences';
export { PreferenceRow } from './components/preference-row';
export { RatingButtons } from './components/rating-buttons';
export { useMostLikedPreferencesQuery } from './api/get-most-liked-preferences';
export { useRatedPreferencesQuery } from './api/get-rated-preferences';
export { useRatePreference, type RatingFailure } from './logic/use-rate-preference';
export { countChosen } from './logic/rating-cache';
export { useActivityCategoriesQuery } from './api/get-activity-categories';
