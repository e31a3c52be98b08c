/** The current time, injectable so tests can move past code expiry without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
