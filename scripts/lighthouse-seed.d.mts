export function seedRealisticMonth(origin: string, autoVerifiedDomain: string): Promise<string>;
export function seedFriendsReadyToPlan(origin: string, autoVerifiedDomain: string, token: string): Promise<void>;
