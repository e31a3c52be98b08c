// Helpers for the import-boundary rules of docs/architecture.md.
export const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
export const group = (group, message) => ({ group, message });
