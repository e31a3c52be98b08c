// The profile's own reading of the user, apart from the session's (which never refetches).
export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
};
