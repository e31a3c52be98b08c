// How tall the grid draws, shared by the grid and the placeholder that holds its place while it
// loads (the same height, so nothing under it moves when it arrives: Lighthouse's CLS).

/**
 * The time grids scroll inside a box of this height, so they can open at the first event of the
 * week rather than at midnight; the month grows to fit its weeks.
 */
const timeGridHeight = { phone: 560, desktop: 720 } as const;

/** About a month of six weeks, for the placeholder only: the month grid itself grows to fit. */
const MONTH_PLACEHOLDER_HEIGHT = 640;

export function getGridHeight(gridView: string, isPhone: boolean): number | 'auto' {
  return gridView.startsWith('timeGrid') ? timeGridHeight[isPhone ? 'phone' : 'desktop'] : 'auto';
}

export function getPlaceholderHeight(gridView: string, isPhone: boolean): number {
  const height = getGridHeight(gridView, isPhone);
  return height === 'auto' ? MONTH_PLACEHOLDER_HEIGHT : height;
}
