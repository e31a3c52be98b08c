// The days the grid shows, as the page, its data hooks and the first screen's prefetch pass them.

/** The visible days [startDate, endDate), calendar dates in the zone the grid draws in. */
export type VisibleDays = { startDate: string; endDate: string };
