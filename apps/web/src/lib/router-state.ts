// Screens hand each other an email and a message through router state (after verification,
// password reset, registration). History state is untyped, so it is read defensively.
export type FlashState = {
  email?: string;
  message?: string;
  fromRegistration?: boolean;
};

export function readFlashState(state: unknown): FlashState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    email: typeof record.email === 'string' ? record.email : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
    fromRegistration: record.fromRegistration === true,
  };
}
