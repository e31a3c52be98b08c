// The spec's words for a profile save that failed (§5 Profile), apart from the rules that pick the
// words for a failure (profile-failure.ts), which the profile's first screen loads only on a failure.
export const SAVE_PROFILE_FAILED = 'Failed to save profile. Please try again.';
