// The one seeded activity category the product names itself (migration 0007 seeds it with id 1):
// the assisted flow's restaurants (spec §9: "Suggested category id for assisted events is 1
// (Restaurant)"), read by the server's venue types and the web's event body alike.
export const RESTAURANTS_ACTIVITY_CATEGORY = { id: 1, name: 'Restaurants' } as const;
